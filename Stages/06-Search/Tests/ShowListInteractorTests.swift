import TVGuideEntity
import TVGuideTestSupport
import Testing

import enum TVGuideInteractor.ShowDataError

@testable import stage6_search

/// The index's and the search's rules, against a fake data source.
@Suite struct ShowListInteractorTests {
  private static func shows(_ ids: Int...) -> [ShowDTO] {
    ids.map { ShowDTO.mock.with(id: $0, name: "Show \($0)") }
  }

  @Test func aPageComesAsShowsInTheOrderOfTheirIds() async throws {
    let interactor = ShowListInteractor(dataSource: FakeShowDataSource(pages: [0: Self.shows(3, 1, 2)]))
    let slice = try await interactor.shows(from: 0)
    #expect(slice.shows.map(\.id) == [1, 2, 3])
    #expect(slice.nextPage == 1)
  }

  @Test func emptyPagesAreSkipped() async throws {
    let source = FakeShowDataSource(pages: [4: [], 5: [], 6: Self.shows(1_500)])
    let slice = try await ShowListInteractor(dataSource: source).shows(from: 4)
    #expect(slice.shows.map(\.id) == [1_500])
    #expect(slice.nextPage == 7)
  }

  @Test func aMissingPageAfterTheFirstIsTheEndOfTheIndex() async throws {
    let slice = try await ShowListInteractor(dataSource: FakeShowDataSource()).shows(from: 1)
    #expect(slice == ShowIndexSlice(shows: [], nextPage: nil))
  }

  @Test func aSearchAsksForTheTrimmedTextAndKeepsTheRanking() async throws {
    let results = [SearchResultDTO(score: 9, show: .mock), SearchResultDTO(score: 1, show: .mockBare)]
    let source = FakeShowDataSource(searchResults: ["thrones": results])
    let shows = try await ShowListInteractor(dataSource: source).search("  thrones \n")
    #expect(shows.map(\.id) == [82, 9_999])
    #expect(await source.requests == ["search thrones"])
  }

  @Test(arguments: ["", "   ", "!?", "-"])
  func aQueryWithNothingToSearchForIsAnError(query: String) async {
    let source = FakeShowDataSource()
    await #expect(throws: ShowDataError.emptyQuery) {
      try await ShowListInteractor(dataSource: source).search(query)
    }
    #expect(await source.requests.isEmpty)
  }
}
