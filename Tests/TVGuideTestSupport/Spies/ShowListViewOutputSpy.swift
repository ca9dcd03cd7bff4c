import TVGuideInteractor
import TVGuidePresenter

/// Records what the show list screen reports to its presenter.
@MainActor
public final class ShowListViewOutputSpy: ShowListViewOutput {
  public private(set) var events: [String] = []

  public init() {}

  public func viewDidLoad() { events.append("viewDidLoad") }
  public func searchTextDidChange(_ query: SearchQuery) { events.append("search \(query.text)") }
  public func searchDidCancel() { events.append("cancel") }
  public func searchDidSubmit(_ query: SearchQuery) { events.append("submit \(query.text)") }
  public func didSelectRow(at index: Int) { events.append("select \(index)") }
  public func didReachEndOfList() { events.append("end") }
  public func didRequestRetry() { events.append("retry") }
  public func didRequestNextStatusFilter() { events.append("next status") }
  public func didRequestStatusFilter(named name: String) { events.append("status \(name)") }
  public func didRequestFollowing() { events.append("following") }
  public func didRequestToggleFollow(at index: Int) { events.append("follow \(index)") }
}
