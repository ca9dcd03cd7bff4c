import TVGuideTestSupport
import Testing

@testable import stage_mvvm

/// Exercise 7: the list survives a visit to a show. `appear()` loads the index the first
/// time only; coming back keeps the rows and asks for nothing (stage 6's S6-R1, here in the
/// view model). The test drives the view model without its view.
@MainActor
@Suite struct ListLoadsOnceExerciseTests {
  @Test func appearingAgainKeepsTheList() async throws {
    let source = FakeShowDataSource(pages: [0: [.mock]])
    let viewModel = ShowListViewModel(networkManager: NetworkManager(dataSource: source)) { _ in }
    viewModel.appear()
    #expect(await eventually { viewModel.rows.count == 1 })
    viewModel.appear()
    try await exercise("Stages/Exercises/MVVM: the list loads once") {
      #expect(!viewModel.isLoading)
      #expect(await source.requests.count == 1)
    }
  }
}
