/// Assembles a detail screen for one show, as the list's builder does its screen.
@MainActor
struct ShowDetailBuilder {
  let environment: GuideEnvironment
  let navigator: any GuideNavigating

  func makeShowDetail(showID: Int) -> ShowDetailViewController {
    let runner = ShowDetailEffectRunner(environment: environment, navigator: navigator)
    let store = Store(
      state: ShowDetailState(showID: showID), reduce: ShowDetailReducer.reduce, runEffect: runner.run)
    let viewController = ShowDetailViewController(store: store)
    let presenter = ShowDetailPresenter()
    // Weak: the screen owns the store, which keeps this observer.
    store.observe { [weak viewController] state in viewController?.render(presenter.viewModel(for: state)) }
    return viewController
  }
}
