import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

struct ShowListInteractorTests {
  @Test func mapsAPageIntoShowsInIDOrder() async throws {
    let dtos = try Fixtures.decode([ShowDTO].self, from: "shows/page-1.json")
    let source = FakeShowDataSource(pages: [1: dtos.reversed()], origin: .live)
    let page = try await ShowListInteractor(dataSource: source).page(1)
    #expect(page.number == 1)
    #expect(page.origin == .live)
    #expect(page.shows.map(\.id) == dtos.map(\.id).sorted())
    #expect(page.shows == dtos.map(Show.init(dto:)).sorted { $0.id < $1.id })
  }

  @Test func aPageReadAgainHasTheShowsOfItsNewAnswer() async throws {
    var dtos = try Fixtures.decode([ShowDTO].self, from: "shows/page-1.json")
    let source = FakeShowDataSource(pages: [1: dtos])
    let interactor = ShowListInteractor(dataSource: source)
    let first = try await interactor.page(1)
    #expect(try await interactor.page(1).shows == first.shows)
    dtos[3].name = "Renamed Since"
    dtos.removeLast()
    await source.setPage(1, to: dtos)
    let again = try await interactor.page(1)
    #expect(again.shows == dtos.map(Show.init(dto:)).sorted { $0.id < $1.id })
    #expect(again.shows.contains { $0.name == "Renamed Since" })
  }

  @Test func anEmptyPageIsNoShows() async throws {
    let page = try await ShowListInteractor(dataSource: FakeShowDataSource(pages: [4: []])).page(4)
    #expect(page.shows.isEmpty)
  }

  @Test func aNegativePageIsNotFoundWithoutAsking() async {
    let source = FakeShowDataSource(pages: [-1: [.mock]])
    await #expect(throws: ShowDataError.pageNotFound(page: -1)) {
      try await ShowListInteractor(dataSource: source).page(-1)
    }
    #expect(await source.requests.isEmpty)
  }

  @Test func aPagePastTheEndIsNotFound() async {
    let source = FakeShowDataSource(pages: [0: [.mock]])
    await #expect(throws: ShowDataError.pageNotFound(page: 7)) {
      try await ShowListInteractor(dataSource: source).page(7)
    }
  }

  @Test func sourceErrorsReachTheCaller() async {
    let source = FakeShowDataSource(pages: [0: [.mock]])
    await source.fail(.page, with: .rateLimited)
    await #expect(throws: ShowDataError.rateLimited) {
      try await ShowListInteractor(dataSource: source).page(0)
    }
  }

  @Test func searchAsksForTheQueryAsReadAndKeepsTheSourcesOrder() async throws {
    let results = try Fixtures.decode([SearchResultDTO].self, from: "search/girls.json")
    let source = FakeShowDataSource(searchResults: ["girls": results])
    let found = try await ShowListInteractor(dataSource: source).search(.typed("  girls \n"), status: .all)
    #expect(await source.requests == ["search girls"])
    #expect(found.query == "girls")
    #expect(found.shows.map(\.id) == results.map(\.show.id))
    #expect(found.shows == results.map { Show(dto: $0.show) })
    #expect(found.origin == .bundled)
  }

  @Test(arguments: ["", "   ", "\n\t", "...", "?!", " - ", "★"])
  func aQueryWithNothingToSearchForIsRejected(_ query: String) async {
    let source = FakeShowDataSource()
    await #expect(throws: ShowDataError.emptyQuery) {
      try await ShowListInteractor(dataSource: source).search(.typed(query), status: .all)
    }
    #expect(await source.requests.isEmpty)
  }

  @Test(arguments: ["24", "Tosh.0", "Игра престолов", "x"])
  func anyLetterOrDigitIsSearchable(_ query: String) async throws {
    let source = FakeShowDataSource()
    let found = try await ShowListInteractor(dataSource: source).search(.typed(query), status: .all)
    #expect(found.query == query && found.shows.isEmpty)
    #expect(await source.requests == ["search \(query)"])
  }

  @Test func aPageOrSearchNotSavedSaysWhy() async throws {
    let source = FakeShowDataSource(pages: [0: []], origin: .live)
    let failure = ShowDataError.cacheFolderIsAFile(path: "/home/viewer/cache")
    await source.failToSave(.page, with: failure)
    await source.failToSave(.search, with: failure)
    let interactor = ShowListInteractor(dataSource: source)
    #expect(try await interactor.page(0).saveFailure == failure)
    #expect(try await interactor.search(.typed("girls"), status: .all).saveFailure == failure)
  }

  @Test func searchErrorsReachTheCaller() async {
    let source = FakeShowDataSource()
    await source.fail(.search, with: .outOfReach(how: .noAnswerInTime))
    await #expect(throws: ShowDataError.outOfReach(how: .noAnswerInTime)) {
      try await ShowListInteractor(dataSource: source).search(.typed("house"), status: .all)
    }
  }
}
