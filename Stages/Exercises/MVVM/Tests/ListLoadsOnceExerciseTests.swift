import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage_mvvm

/// Exercise 7: the list survives a visit to a show. `appear()` loads the index the first
/// time only; coming back keeps the rows and asks for nothing (stage 6's S6-R1, here in the
/// view model). The test drives the view model without its view.
@MainActor
@Suite struct ListLoadsOnceExerciseTests {
  private static func shows(_ ids: Int...) -> [ShowDTO] {
    ids.map { ShowDTO.mock.with(id: $0, name: "Show \($0)") }
  }

  @Test func appearingAgainKeepsTheList() async throws {
    let source = FakeShowDataSource(pages: [0: Self.shows(1), 1: Self.shows(250)])
    let viewModel = ShowListViewModel(networkManager: NetworkManager(dataSource: source)) { _ in }
    viewModel.appear()
    try #require(await eventually { viewModel.rows.count == 1 })
    viewModel.loadMore()
    try #require(await eventually { viewModel.rows.count == 2 })
    viewModel.appear()
    try await exercise("MVVM", "the list loads once") {
      #expect(!viewModel.isLoading)
      #expect(viewModel.rows.map(\.id) == [1, 250], "the pages read before the visit stay")
      #expect(await source.requests == ["page 0", "page 1"])
    }
  }

  /// The screen can appear twice before the first page arrives (a show opened and closed
  /// at once): that is still one load.
  @Test func appearingTwiceBeforeTheAnswerLoadsOnce() async throws {
    let source = FakeShowDataSource(pages: [0: Self.shows(1)])
    let gate = Gate()
    await source.hold(.page, at: gate)
    let viewModel = ShowListViewModel(networkManager: NetworkManager(dataSource: source)) { _ in }
    viewModel.appear()
    await gate.waitForWaiters(1)
    viewModel.appear()
    await gate.open()
    try #require(await eventually { !viewModel.isLoading })
    try await exercise("MVVM", "appearing again while the first page is on its way") {
      #expect(await source.requests == ["page 0"])
    }
    #expect(viewModel.rows.map(\.id) == [1])
  }
}
