import TextUIKit

/// Carries out the routes the screens' effects ask for: one way, from a store to here. It owns
/// no screen: the running application owns the navigation stack, held here weakly, and the
/// stack its screens; the coordinator only asks the builders for new ones.
@MainActor
final class GuideCoordinator: GuideNavigating {
  private let environment: GuideEnvironment
  private weak var navigationController: TextNavigationController?

  init(environment: GuideEnvironment) {
    self.environment = environment
  }

  /// The navigation stack, starting on the list of shows.
  func start() -> TextNavigationController {
    let showList = ShowListBuilder(environment: environment, navigator: self).makeShowList()
    let navigationController = TextNavigationController(rootViewController: showList)
    self.navigationController = navigationController
    return navigationController
  }

  func navigate(to route: GuideRoute) {
    guard let navigationController else { return }
    switch route {
    case .showDetail(let id):
      navigationController.push(
        ShowDetailBuilder(environment: environment, navigator: self).makeShowDetail(showID: id))
    case .back:
      // The list is the root: there is nothing to go back to from it.
      guard navigationController.viewControllers.count > 1 else { return }
      navigationController.popViewController()
    }
  }
}
