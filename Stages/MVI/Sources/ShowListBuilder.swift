/// Assembles the list screen: its store with the list's reducer and effect runner, and the
/// observer that maps each state through the presenter onto the screen.
@MainActor
struct ShowListBuilder {
  let environment: GuideEnvironment
  let navigator: any GuideNavigating

  func makeShowList() -> ShowListViewController {
    let runner = ShowListEffectRunner(environment: environment, navigator: navigator)
    let store = Store(state: ShowListState(), reduce: ShowListReducer.reduce, runEffect: runner.run)
    let viewController = ShowListViewController(store: store)
    let presenter = ShowListPresenter()
    // Weak: the screen owns the store, which keeps this observer.
    store.observe { [weak viewController] state in viewController?.render(presenter.viewModel(for: state)) }
    return viewController
  }
}
