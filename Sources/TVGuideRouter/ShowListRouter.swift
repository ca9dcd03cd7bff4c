import TVGuidePresenter
import TextUIKit

/// Carries out the show list's navigation: opening a show pushes its detail screen.
/// It asks a builder for the screen instead of creating one.
@MainActor
public final class ShowListRouter: ShowListRouterInput {
  /// Weak: the screen owns its presenter, which owns this router.
  public weak var viewController: TextViewController?
  private let detailBuilder: any ShowDetailModuleBuilding

  public init(detailBuilder: any ShowDetailModuleBuilding) {
    self.detailBuilder = detailBuilder
  }

  public func openShow(id: Int) {
    guard let navigationController = viewController?.navigationController else { return }
    navigationController.push(detailBuilder.makeShowDetail(showID: id))
  }
}
