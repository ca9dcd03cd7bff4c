import TVGuidePresenter

/// Records what the detail screen reports to its presenter.
@MainActor
public final class ShowDetailViewOutputSpy: ShowDetailViewOutput {
  public private(set) var events: [String] = []

  public init() {}

  public func viewDidLoad() { events.append("viewDidLoad") }
  public func didRequestBack() { events.append("back") }
  public func didRequestRetry() { events.append("retry") }
  public func didRequestToggleFollow() { events.append("follow") }
  public func didRequestToggleWatched(section: Int, row: Int) { events.append("watched \(section) \(row)") }
}
