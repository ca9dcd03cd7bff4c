import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

/// The status filter over the index and the search, with a fake source; the bundled catalog
/// and the live source are filtered the same way in the CLI tests.
struct ShowListInteractorStatusFilterTests {
  /// Page `number` holds `count` shows of `status`, with ids from 250·number on.
  private static func page(_ number: Int, _ status: String, count: Int) -> [ShowDTO] {
    (0..<count).map { ShowDTO.withStatus(status, id: 250 * number + $0) }
  }

  /// Three pages of ended shows, then a page of two running shows, then the end.
  private static let sparseRunning: [Int: [ShowDTO]] = [
    0: page(0, "Ended", count: 5), 1: page(1, "Ended", count: 5), 2: [],
    3: page(3, "Ended", count: 2) + page(3, "Running", count: 2).map { $0.withID($0.id + 100) },
  ]

  @Test func aFilterThatMatchesNothingOnTheFirstPagesKeepsLoading() async throws {
    let source = FakeShowDataSource(pages: Self.sparseRunning)
    let interactor = ShowListInteractor(dataSource: source)
    let stretch = try await interactor.shows(withStatus: .running, fromIndexPage: 0, minimumCount: 1)
    #expect(stretch.shows.map(\.id) == [850, 851])
    #expect(stretch.nextIndexPage == 4)
    #expect(await source.requests == ["page 0", "page 1", "page 2", "page 3"])
  }

  @Test func readsUntilEnoughShowsAreKept() async throws {
    let pages = (0..<5).reduce(into: [Int: [ShowDTO]]()) { $0[$1] = Self.page($1, "Running", count: 3) }
    let source = FakeShowDataSource(pages: pages)
    let stretch = try await ShowListInteractor(dataSource: source)
      .shows(withStatus: .running, fromIndexPage: 1, minimumCount: 5)
    #expect(stretch.shows.map(\.id) == [250, 251, 252, 500, 501, 502])
    #expect(stretch.nextIndexPage == 3)
    #expect(await source.requests == ["page 1", "page 2"])
  }

  @Test func theEndOfTheIndexEndsTheStretchWithWhatItHas() async throws {
    let source = FakeShowDataSource(pages: Self.sparseRunning)
    let stretch = try await ShowListInteractor(dataSource: source)
      .shows(withStatus: .inDevelopment, fromIndexPage: 0, minimumCount: 50)
    #expect(stretch.shows.isEmpty)
    #expect(stretch.nextIndexPage == nil)
    #expect(await source.requests.last == "page 4")
  }

  /// An index that never ends (here 1,000 pages of nothing running) is read to the bound
  /// and says where it stopped; reading on starts there.
  @Test func aReadGoesThroughAtMostTheBoundOfPagesAndSaysWhere() async throws {
    let pages = (0..<1_000).reduce(into: [Int: [ShowDTO]]()) { $0[$1] = Self.page($1, "Ended", count: 1) }
    let source = FakeShowDataSource(pages: pages)
    let interactor = ShowListInteractor(dataSource: source)
    let stretch = try await interactor.shows(withStatus: .running, fromIndexPage: 0, minimumCount: 50)
    #expect(stretch.interruption == .indexReadLimit(nextPage: ShowIndexStretch.maximumPagesRead))
    #expect(stretch.nextIndexPage == 400)
    #expect(await source.requests.count == 400)
    let next = try await interactor.shows(withStatus: .running, fromIndexPage: 400, minimumCount: 50)
    #expect(next.interruption == .indexReadLimit(nextPage: 800))
    await #expect(throws: ShowDataError.indexReadLimit(nextPage: 400)) {
      try await interactor.page(0, withStatus: .running)
    }
  }

  /// Live pages cost a request each under TVMaze's rate limit: one read fetches at most its
  /// burst, so it never waits for the limit.
  @Test func aReadFetchesAtMostTVMazesBurstLive() async throws {
    let pages = (0..<1_000).reduce(into: [Int: [ShowDTO]]()) { $0[$1] = [] }
    let source = FakeShowDataSource(pages: pages, origin: .live)
    let stretch = try await ShowListInteractor(dataSource: source)
      .shows(withStatus: .ended, fromIndexPage: 7, minimumCount: 1)
    #expect(stretch.interruption == .indexReadLimit(nextPage: 7 + ShowIndexStretch.maximumLivePagesRead))
    #expect(await source.requests.count == 20)
  }

  @Test func theLastPageThereCanBeEndsTheIndex() async throws {
    let source = FakeShowDataSource(pages: [Int.max: Self.page(0, "Running", count: 1)])
    let stretch = try await ShowListInteractor(dataSource: source)
      .shows(withStatus: .running, fromIndexPage: Int.max, minimumCount: 5)
    #expect(stretch.shows.count == 1)
    #expect(stretch.nextIndexPage == nil)
  }

  @Test func aStretchStartingPastTheEndIsNotFound() async {
    let source = FakeShowDataSource(pages: Self.sparseRunning)
    await #expect(throws: ShowDataError.pageNotFound(page: 4)) {
      try await ShowListInteractor(dataSource: source).shows(
        withStatus: .running, fromIndexPage: 4, minimumCount: 1)
    }
  }

  @Test func aSourceErrorReachesTheCaller() async {
    let source = FakeShowDataSource(pages: Self.sparseRunning)
    await source.fail(.page, with: .outOfReach(how: .noAnswerInTime))
    await #expect(throws: ShowDataError.outOfReach(how: .noAnswerInTime)) {
      try await ShowListInteractor(dataSource: source).shows(
        withStatus: .running, fromIndexPage: 0, minimumCount: 1)
    }
  }

  @Test func theStretchCarriesItsOriginAndWhatWasNotSaved() async throws {
    let source = FakeShowDataSource(pages: Self.sparseRunning, origin: .live)
    let failure = ShowDataError.localDataUnavailable(detail: "disk full")
    await source.failToSave(.page, with: failure)
    let stretch = try await ShowListInteractor(dataSource: source)
      .shows(withStatus: .running, fromIndexPage: 0, minimumCount: 1)
    #expect(stretch.origin == .live)
    #expect(stretch.saveFailure == failure)
  }

  // MARK: Pages of the filtered index (the CLI's --page)

  /// 600 running shows spread over the index, one in four of its shows.
  private static let manyRunning: [Int: [ShowDTO]] = (0..<12).reduce(into: [:]) { pages, number in
    pages[number] = (0..<200).map {
      ShowDTO.withStatus($0 % 4 == 0 ? "Running" : "Ended", id: 250 * number + $0)
    }
  }

  @Test func pageNHoldsTheFilteredShowsFrom250TimesNOn() async throws {
    let interactor = ShowListInteractor(dataSource: FakeShowDataSource(pages: Self.manyRunning))
    let running = Self.manyRunning.keys.sorted().flatMap { Self.manyRunning[$0]! }
      .filter { $0.status == "Running" }.map(\.id)
    let pages = [
      try await interactor.page(0, withStatus: .running), try await interactor.page(1, withStatus: .running),
      try await interactor.page(2, withStatus: .running),
    ]
    #expect(pages.map(\.shows.count) == [250, 250, 100])
    #expect(pages.flatMap(\.shows).map(\.id) == running)
    #expect(pages.map(\.number) == [0, 1, 2])
    await #expect(throws: ShowDataError.pageNotFound(page: 3)) {
      try await interactor.page(3, withStatus: .running)
    }
  }

  @Test func pageZeroOfAFilterNothingMatchesIsEmptyNotMissing() async throws {
    let interactor = ShowListInteractor(dataSource: FakeShowDataSource(pages: Self.manyRunning))
    #expect(try await interactor.page(0, withStatus: .toBeDetermined).shows.isEmpty)
  }

  @Test(arguments: [-1, Int.max, Int.max / 250, Int.min])
  func aPageNoFilterCanHoldIsNotFoundWithoutAsking(number: Int) async {
    let source = FakeShowDataSource(pages: Self.manyRunning)
    await #expect(throws: ShowDataError.pageNotFound(page: number)) {
      try await ShowListInteractor(dataSource: source).page(number, withStatus: .running)
    }
    #expect(await source.requests.isEmpty)
  }

  @Test func allIsTheIndexPageItself() async throws {
    let source = FakeShowDataSource(pages: Self.manyRunning)
    let page = try await ShowListInteractor(dataSource: source).page(3, withStatus: .all)
    #expect(page.shows.map(\.id) == Self.manyRunning[3]!.map(\.id))
    #expect(await source.requests == ["page 3"])
  }

  // MARK: Search

  @Test func searchKeepsTheRankingOfTheMatchesItKeeps() async throws {
    let results = try Fixtures.decode([SearchResultDTO].self, from: "search/girls.json")
    let source = FakeShowDataSource(searchResults: ["girls": results])
    let interactor = ShowListInteractor(dataSource: source)
    let found = try await interactor.search(.typed("girls"), status: .toBeDetermined)
    let expected = results.map(\.show).filter { $0.status == "To Be Determined" }.map(\.id)
    #expect(found.shows.map(\.id) == expected && expected.count == 2)
    #expect(found.query == "girls")
    let all = try await interactor.search(.typed("girls"), status: .all)
    #expect(all.shows.map(\.id) == results.map(\.show.id))
  }

  /// The filter is the use case's, not applied to its answer afterwards: what the answer says
  /// about the shows (whose episodes are held) is about the shows it keeps, and no other.
  @Test func theSearchAnswersOnlyForTheShowsOfTheStatus() async throws {
    let results = try Fixtures.decode([SearchResultDTO].self, from: "search/girls.json")
    let source = FakeShowDataSource(searchResults: ["girls": results])
    await source.holdEpisodes(ofShows: Set(results.map(\.show.id)))
    let found = try await ShowListInteractor(dataSource: source).search(.typed("girls"), status: .ended)
    let ended = Set(results.map(\.show).filter { $0.status == "Ended" }.map(\.id))
    #expect(!ended.isEmpty && ended.count < results.count)
    #expect(Set(found.shows.map(\.id)) == ended)
    #expect(found.showIDsWithEpisodesHeld == ended)
    #expect(await source.requests == ["search girls"])
  }
}

extension ShowDTO {
  fileprivate func withID(_ id: Int) -> ShowDTO {
    var copy = self
    copy.id = id
    return copy
  }
}

/// Pages that fail part way through a stretch, through the stub's page answers.
struct ShowIndexStretchInterruptionTests {
  private static let saved = Date(timeIntervalSince1970: 1_750_000_000)

  private static func interactor(origin: DataOrigin, failure: ShowDataError) -> ShowListInteractorStub {
    ShowListInteractorStub { number in
      guard number == 0 else { throw number == 1 ? failure : ShowDataError.pageNotFound(page: number) }
      let shows = [Show(dto: .withStatus("Running", id: 1)), Show(dto: .withStatus("Ended", id: 2))]
      return ShowPage(number: 0, shows: shows, origin: origin)
    }
  }

  @Test func aLivePageThatFailsPartWayKeepsWhatWasReadAndSaysWhy() async throws {
    let interactor = Self.interactor(
      origin: .live, failure: .outOfReach(how: .noAnswerInTime))
    let stretch = try await interactor.shows(withStatus: .running, fromIndexPage: 0, minimumCount: 5)
    #expect(stretch.shows.map(\.id) == [1])
    #expect(stretch.nextIndexPage == 1, "reading on tries the failed page again")
    #expect(stretch.interruption == .outOfReach(how: .noAnswerInTime))
    await #expect(throws: ShowDataError.outOfReach(how: .noAnswerInTime)) {
      try await interactor.page(0, withStatus: .running)
    }
  }

  @Test func offlineTheStoredPagesAreAllThereIs() async throws {
    let interactor = Self.interactor(
      origin: .offline(savedAt: Self.saved), failure: .outOfReach(how: .noConnection))
    let stretch = try await interactor.shows(withStatus: .running, fromIndexPage: 0, minimumCount: 5)
    #expect(stretch.shows.map(\.id) == [1])
    #expect(stretch.nextIndexPage == 1)
    #expect(stretch.interruption == nil)
    let page = try await interactor.page(0, withStatus: .running)
    #expect(page.shows.map(\.id) == [1])
    #expect(page.origin == .offline(savedAt: Self.saved))
  }
}
