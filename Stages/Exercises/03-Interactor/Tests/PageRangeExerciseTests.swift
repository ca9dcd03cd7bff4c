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
      0: [
        .mock.with(id: 1, name: "One"), .mock.with(id: 249, name: "Last of 0"),
        .mock.with(id: 250, name: "Stray"),
      ],
      1: [.mock.with(id: 250, name: "First of 1"), .mock.with(id: 499, name: "Last of 1")],
    ])
    let interactor = ShowListInteractor(dataSource: source)
    let first = try await interactor.shows(from: 0)
    let second = try await interactor.shows(from: 1)
    try await exercise("03-Interactor", "each page keeps to its range of ids") {
      #expect(first.shows.map(\.name) == ["One", "Last of 0"])
    }
    #expect(second.shows.map(\.name) == ["First of 1", "Last of 1"])
  }

  /// A page whose shows all belong elsewhere is an empty page, and the index has gaps: the
  /// interactor reads on to the next page, as it does past a page TVMaze sent empty.
  @Test func aPageLeftEmptyByTheRuleIsReadPast() async throws {
    let source = FakeShowDataSource(pages: [
      0: [.mock.with(id: 300, name: "Stray")],
      1: [.mock.with(id: 300, name: "Three hundred")],
    ])
    let slice = try await ShowListInteractor(dataSource: source).shows(from: 0)
    try await exercise("03-Interactor", "a page left empty by the rule") {
      #expect(slice.shows.map(\.name) == ["Three hundred"])
      #expect(slice.nextPage == 2)
    }
  }
}
