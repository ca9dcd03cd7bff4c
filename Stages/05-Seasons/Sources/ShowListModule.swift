/// The parts of an assembled list module, for the code that shows it and for tests that
/// check every part goes away with the screen.
@MainActor
struct ShowListModule {
  let viewController: ShowListViewController
  let presenter: ShowListPresenter
  let interactor: ShowListInteractor
  let router: ShowListRouter
}
