import TVGuideEntity
import TVGuideTestSupport
import Testing

import enum TVGuideInteractor.ShowDataError

@testable import stage5_seasons

/// The index's rules, against a fake data source: no view, no presenter, no terminal.
@Suite struct ShowListInteractorTests {
  private static func shows(_ ids: Int...) -> [ShowDTO] {
    ids.map { ShowDTO.mock.with(id: $0, name: "Show \($0)") }
  }

  @Test func aPageComesAsShowsInTheOrderOfTheirIds() async throws {
    let interactor = ShowListInteractor(dataSource: FakeShowDataSource(pages: [0: Self.shows(3, 1, 2)]))
    let slice = try await interactor.shows(from: 0)
    #expect(slice.shows.map(\.id) == [1, 2, 3])
    #expect(slice.shows.first?.name == "Show 1")
    #expect(slice.nextPage == 1)
  }

  @Test func emptyPagesAreSkipped() async throws {
    let source = FakeShowDataSource(pages: [4: [], 5: [], 6: Self.shows(1_500)])
    let slice = try await ShowListInteractor(dataSource: source).shows(from: 4)
    #expect(slice.shows.map(\.id) == [1_500])
    #expect(slice.nextPage == 7)
    #expect(await source.requests == ["page 4", "page 5", "page 6"])
  }

  @Test func aMissingPageAfterTheFirstIsTheEndOfTheIndex() async throws {
    let source = FakeShowDataSource(pages: [0: Self.shows(1), 1: []])
    let slice = try await ShowListInteractor(dataSource: source).shows(from: 1)
    #expect(slice == ShowIndexSlice(shows: [], nextPage: nil))
  }

  @Test(arguments: [0, -1])
  func aMissingFirstPageIsAnError(page: Int) async {
    let interactor = ShowListInteractor(dataSource: FakeShowDataSource())
    await #expect(throws: ShowDataError.pageNotFound(page: page)) { try await interactor.shows(from: page) }
  }

  @Test func aFailureOfTheDataSourceReachesTheCaller() async {
    let source = FakeShowDataSource(pages: [0: Self.shows(1)])
    await source.fail(.page, with: .outOfReach(how: .noAnswerInTime))
    await #expect(throws: ShowDataError.outOfReach(how: .noAnswerInTime)) {
      try await ShowListInteractor(dataSource: source).shows(from: 0)
    }
  }
}
