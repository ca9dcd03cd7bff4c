import TVGuidePresenter

/// Records what the following screen reports to its presenter.
@MainActor
public final class FollowingViewOutputSpy: FollowingViewOutput {
  public private(set) var events: [String] = []

  public init() {}

  public func viewWillAppear() { events.append("viewWillAppear") }
  public func didSelectRow(at index: Int) { events.append("select \(index)") }
  public func didRequestUnfollow(at index: Int) { events.append("unfollow \(index)") }
  public func didRequestRetry() { events.append("retry") }
  public func didRequestBack() { events.append("back") }
}
