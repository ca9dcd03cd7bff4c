import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage3_interactor

/// Exercise 3: TVMaze's index page N lists the ids 250·N to 250·N+249; a show outside its
/// page's range (a stale copy of the page can send one) is left out, so no show is listed
/// twice. A rule of the index: it goes in the interactor, and the test needs no screen.
@Suite struct PageRangeExerciseTests {
  @Test func aPageListsOnlyTheIdsOfItsRange() async throws {
    let source = FakeShowDataSource(pages: [
      0: [.mock.with(id: 1, name: "One"), .mock.with(id: 300, name: "Stray")],
      1: [.mock.with(id: 300, name: "Three hundred")],
    ])
    let interactor = ShowListInteractor(dataSource: source)
    let first = try await interactor.shows(from: 0)
    let second = try await interactor.shows(from: 1)
    try await exercise("Stages/Exercises/03-Interactor: each page keeps to its range of ids") {
      #expect(first.shows.map(\.id) == [1])
    }
    #expect(second.shows.map(\.name) == ["Three hundred"])
  }
}
