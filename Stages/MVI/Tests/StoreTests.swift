import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage_mvi

/// The store with the list's real reducer and effect runner over the test environment.
@MainActor
@Suite struct StoreTests {
  private let navigator = GuideNavigatorSpy()

  private func makeStore(_ environment: GuideEnvironment) -> Store<
    ShowListState, ShowListIntent, ShowListEffect
  > {
    let runner = ShowListEffectRunner(environment: environment, navigator: navigator)
    return Store(state: ShowListState(), reduce: ShowListReducer.reduce, runEffect: runner.run)
  }

  @Test func anIntentChangesTheStateAndTheEffectsAnswerComesBackAsAnIntent() async {
    let store = makeStore(.mock)
    var observed: [ShowListState] = []
    store.observe { observed.append($0) }
    store.send(.appeared)
    #expect(observed.count == 2, "the state now, then after the intent")
    #expect(observed.last?.isLoading == true)
    #expect(await eventually { store.state.shows.map(\.id) == [1, 2] })
    #expect(!store.state.isLoading)
  }

  @Test func aFailedLoadComesBackAsTheDataSourcesError() async {
    let store = makeStore(.failing(with: .malformedData(detail: "bad")))
    store.send(.appeared)
    #expect(await eventually { store.state.failure == .data(.malformedData(detail: "bad")) })
  }

  @Test func openingAShowIsARouteForTheCoordinator() async {
    let store = makeStore(.mock)
    store.send(.appeared)
    #expect(await eventually { !store.state.isLoading })
    store.send(.rowSelected(index: 0))
    #expect(navigator.routes == [.showDetail(id: 1)])
  }

  @Test func theDetailsBackIsARouteToo() {
    let runner = ShowDetailEffectRunner(environment: .mock, navigator: navigator)
    let store = Store(
      state: ShowDetailState(showID: 1), reduce: ShowDetailReducer.reduce, runEffect: runner.run)
    store.send(.backRequested)
    #expect(navigator.routes == [.back])
  }
}
