import TVGuideInteractor
import TVGuidePresenter
import TVGuideRouter

/// The parts of an assembled show list module around the view that shows it: the screen, or
/// a one-shot report.
@MainActor
public struct ShowListModule<View: ShowListViewInput> {
  /// The screen, which owns the presenter, or the report, which the command holds.
  public let view: View
  /// The presenter; it owns the interactor and the router.
  public let presenter: ShowListPresenter
  /// The interactor that reads the index and searches.
  public let interactor: ShowListInteractor
  /// The router that opens a show's detail screen; `nil` for a report, which opens nothing.
  public let router: ShowListRouter?
}
