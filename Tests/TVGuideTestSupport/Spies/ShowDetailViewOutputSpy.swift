import TVGuidePresenter

/// Records what the detail screen reports to its presenter.
@MainActor
public final class ShowDetailViewOutputSpy: ShowDetailViewOutput {
  public private(set) var events: [String] = []

  public init() {}

  public func viewDidLoad() { events.append("viewDidLoad") }
  public func didRequestBack() { events.append("back") }
  public func didRequestRetry() { events.append("retry") }
}
