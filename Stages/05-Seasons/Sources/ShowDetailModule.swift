/// The parts of an assembled detail module, for the code that shows it and for tests that
/// check every part goes away with the screen.
@MainActor
struct ShowDetailModule {
  let viewController: ShowDetailViewController
  let presenter: ShowDetailPresenter
  let interactor: ShowDetailInteractor
  let router: ShowDetailRouter
}
