import TextUIKit

/// Assembles each screen from its view model and its view, and owns the navigation between
/// them: the view models ask for it through the callbacks it gives them, so none of them
/// knows another screen, a view or the navigation stack.
@MainActor
final class GuideCoordinator {
  private let networkManager: NetworkManager
  /// Weak: the running application owns the navigation stack, and the stack its screens.
  private weak var navigationController: TextNavigationController?

  init(networkManager: NetworkManager) {
    self.networkManager = networkManager
  }

  /// The navigation stack, starting on the list of shows.
  func start() -> TextNavigationController {
    let navigationController = TextNavigationController(rootViewController: makeShowList())
    self.navigationController = navigationController
    return navigationController
  }

  func makeShowList() -> ShowListViewController {
    let viewModel = ShowListViewModel(networkManager: networkManager) { [weak self] id in
      self?.openShow(id: id)
    }
    return ShowListViewController(viewModel: viewModel)
  }

  func makeShowDetail(showID: Int) -> ShowDetailViewController {
    // The callback finds its own screen through a weak reference: the screen owns the view
    // model that keeps the callback.
    weak var screen: ShowDetailViewController?
    let viewModel = ShowDetailViewModel(showID: showID, networkManager: networkManager) { [weak self] in
      guard let screen else { return }
      self?.close(screen)
    }
    let viewController = ShowDetailViewController(viewModel: viewModel)
    screen = viewController
    return viewController
  }

  private func openShow(id: Int) {
    navigationController?.push(makeShowDetail(showID: id))
  }

  /// Pops `screen` when it is still the one on top, so a late second "back" closes nothing else.
  private func close(_ screen: TextViewController) {
    guard let navigationController, navigationController.topViewController === screen else { return }
    navigationController.popViewController()
  }
}
