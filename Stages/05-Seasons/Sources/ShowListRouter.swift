import TextUIKit

/// Carries out the list's navigation: opening a show pushes its detail screen, which it
/// asks a builder for instead of creating it.
@MainActor
final class ShowListRouter: ShowListRouterInput {
  /// Weak: the screen owns its presenter, which owns this router. Set by the builder.
  weak var viewController: TextViewController?
  private let detailBuilder: any ShowDetailModuleBuilding

  init(detailBuilder: any ShowDetailModuleBuilding) {
    self.detailBuilder = detailBuilder
  }

  func openShow(id: Int) {
    guard let navigationController = viewController?.navigationController else { return }
    navigationController.push(detailBuilder.makeShowDetail(showID: id))
  }
}
