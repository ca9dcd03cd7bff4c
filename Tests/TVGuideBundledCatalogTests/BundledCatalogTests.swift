import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

@testable import TVGuideBundledCatalog

struct BundledCatalogTests {
  /// The shipped catalog's folder, read directly so expectations come from the raw files.
  static let root = CatalogLocation.find()?.root ?? URL(fileURLWithPath: "/missing-catalog")
  static let pageNumbers = fileNumbers(in: "shows", prefix: "page-")
  static let showsWithEpisodes = fileNumbers(in: "episodes", prefix: "")

  private static func fileNumbers(in folder: String, prefix: String) -> [Int] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
    return names.compactMap { Int($0.dropFirst(prefix.count).dropLast(".json".count)) }.sorted()
  }

  private static func raw(_ relativePath: String) throws -> JSONValue {
    try JSONValue(data: Data(contentsOf: root.appendingPathComponent(relativePath)))
  }

  private static var allRawShows: [JSONValue] {
    get throws { try pageNumbers.flatMap { try raw("shows/page-\($0).json").array ?? [] } }
  }

  @Test func theCatalogShipsNextToTheTests() {
    #expect(Self.pageNumbers.count > 3)
    #expect(Self.showsWithEpisodes.contains(82))
  }

  // MARK: Pages

  @Test(arguments: pageNumbers)
  func pageHoldsExactlyItsFilesShowsInItsIDRange(_ number: Int) async throws {
    let page = try await BundledCatalog().showIndexPage(number)
    let rawIDs = try Self.raw("shows/page-\(number).json").array?.compactMap { $0["id"]?.int }
    #expect(page.value.map(\.id) == rawIDs)
    #expect(page.value.allSatisfy { (250 * number...250 * number + 249).contains($0.id) })
    #expect(page.origin == .bundled)
  }

  @Test func aPageWithoutShowsBeforeTheLastIsEmpty() async throws {
    let last = try #require(Self.pageNumbers.last)
    let gap = try #require((0...last).first { !Self.pageNumbers.contains($0) })
    #expect(try await BundledCatalog().showIndexPage(gap).value.isEmpty)
  }

  @Test func pagesPastTheLastOrBelowZeroAreNotFound() async throws {
    let last = try #require(Self.pageNumbers.last)
    let catalog = BundledCatalog()
    for number in [last + 1, last + 100, -1] {
      await #expect(throws: ShowDataError.pageNotFound(page: number)) {
        try await catalog.showIndexPage(number)
      }
    }
  }

  // MARK: Shows and episodes

  @Test func everyShowIsFoundByItsID() async throws {
    let catalog = BundledCatalog()
    for rawShow in try Self.allRawShows {
      let id = try #require(rawShow["id"]?.int)
      #expect(try await catalog.show(id: id).value.name == rawShow["name"]?.string)
    }
  }

  @Test func unknownIDsAreNotFound() async throws {
    let first = try Self.raw("shows/page-0.json").array?.compactMap { $0["id"]?.int } ?? []
    let hole = try #require((0..<250).first { !first.contains($0) })
    let beyond = 250 * ((Self.pageNumbers.last ?? 0) + 1)
    let catalog = BundledCatalog()
    for id in [hole, beyond, -5] {
      await #expect(throws: ShowDataError.showNotFound(id: id)) { try await catalog.show(id: id) }
      await #expect(throws: ShowDataError.showNotFound(id: id)) { try await catalog.episodes(ofShow: id) }
    }
  }

  @Test func aShowWithoutEpisodeFileHasNoEpisodesAndIsNotHeld() async throws {
    let ids = try Self.raw("shows/page-0.json").array?.compactMap { $0["id"]?.int } ?? []
    let id = try #require(ids.first { !Self.showsWithEpisodes.contains($0) })
    #expect(try await BundledCatalog().episodes(ofShow: id).value.isEmpty)
    let detail = try await ShowDetailInteractor(dataSource: BundledCatalog()).detail(ofShow: id, season: nil)
    #expect(!detail.episodesHeld)
  }

  @Test func theShowsWithEpisodesHeldAreThoseWithAnEpisodeFile() async throws {
    let held = try #require(try await BundledCatalog().showIDsWithEpisodesHeld())
    #expect(held == Set(Self.showsWithEpisodes))
    // The four lists added with the honest catalog: Lost, Breaking Bad, The Fosters, The
    // Powerpuff Girls; and The Sopranos, which the catalog lists without episodes.
    #expect(held.isSuperset(of: [123, 169, 198, 6771]))
    #expect(!held.contains(527))
  }

  /// Every shipped episode file, through the detail use case: the seasons hold exactly the
  /// file's episodes, specials included.
  @Test(arguments: showsWithEpisodes)
  func detailSeasonsHoldExactlyTheFilesEpisodes(_ id: Int) async throws {
    let detail = try await ShowDetailInteractor(dataSource: BundledCatalog()).detail(ofShow: id, season: nil)
    let expected = EpisodeTally(raw: try Self.raw("episodes/\(id).json"))
    #expect(EpisodeTally(seasons: detail.seasons) == expected)
    #expect(detail.seasons.map(\.number) == expected.idsPerSeason.keys.sorted())
    #expect(
      detail.seasons.map(\.specialCount) == detail.seasons.map { expected.unnumberedPerSeason[$0.number] })
  }

  // MARK: Casts

  /// Under the Dome's cast from `GET /shows/1/cast`, Game of Thrones' from the show's
  /// `embed[]=cast`: each in TVMaze's order, as the file lists it.
  @Test(arguments: [1, 82])
  func aShippedCastIsTheFilesInItsOrder(_ id: Int) async throws {
    let cast = try await BundledCatalog().cast(ofShow: id)
    let raw = try #require(try Self.raw("cast/\(id).json").array)
    #expect(cast.value.map(\.person.name) == raw.compactMap { $0["person"]?["name"]?.string })
    #expect(cast.value.map(\.character.name) == raw.compactMap { $0["character"]?["name"]?.string })
    #expect(cast.origin == .bundled)
  }

  @Test func aShowWithoutCastFileHasAnEmptyCastAndAnUnknownShowNone() async throws {
    let catalog = BundledCatalog()
    #expect(try await catalog.cast(ofShow: 2).value.isEmpty)
    await #expect(throws: ShowDataError.showNotFound(id: 17)) { try await catalog.cast(ofShow: 17) }
  }

  @Test func aMalformedCastFileIsReportedWithItsPlace() async throws {
    let folder = try TemporaryCatalog()
    defer { folder.remove() }
    try folder.writePage(0, [.mock])
    try FileManager.default.createDirectory(
      at: folder.root.appendingPathComponent("cast"), withIntermediateDirectories: true)
    try folder.write(#"[{"person":{"id":1,"name":"A"}}]"#, to: "cast/82.json")
    await #expect(throws: ShowDataError.malformedData(detail: #"82.json: [0]: missing "character""#)) {
      try await BundledCatalog(folder: folder.root).cast(ofShow: 82)
    }
  }

  // MARK: Broken catalogs

  @Test func aMalformedPageIsReportedWithItsPlace() async throws {
    let folder = try TemporaryCatalog()
    defer { folder.remove() }
    try folder.write(#"[{"id":1,"name":"Fine"},{"id":2,"name":5}]"#, to: "shows/page-0.json")
    let catalog = BundledCatalog(folder: folder.root)
    let error = ShowDataError.malformedData(detail: "page-0.json: [1].name: expected text")
    await #expect(throws: error) { try await catalog.showIndexPage(0) }
    await #expect(throws: error) { try await catalog.show(id: 2) }
    await #expect(throws: error) { try await catalog.searchShows(matching: "fine") }
  }

  @Test func aBrokenShowDoesNotHideTheOthersOnItsPage() async throws {
    let folder = try TemporaryCatalog()
    defer { folder.remove() }
    try folder.write(#"[{"id":1,"name":"Fine"},{"id":2,"name":5}]"#, to: "shows/page-0.json")
    #expect(try await BundledCatalog(folder: folder.root).show(id: 1).value.name == "Fine")
  }

  /// `next` asks for every followed show: a page is read once for all its shows, not again
  /// for each (a changed file shows which was read).
  @Test func theShowsOfAPageComeFromThePageReadOnce() async throws {
    let folder = try TemporaryCatalog()
    defer { folder.remove() }
    let names = ["One", "Two", "Three"]
    try folder.writePage(0, names.enumerated().map { ShowDTO.mock.with(id: $0.offset + 1, name: $0.element) })
    let catalog = BundledCatalog(folder: folder.root)
    #expect(try await catalog.show(id: 1).value.name == "One")
    try folder.writePage(0, [])
    #expect(try await catalog.show(id: 2).value.name == "Two")
    #expect(try await catalog.show(id: 3).value.name == "Three")
  }

  @Test func aBrokenShowStillLeavesEveryOtherShowOfItsPageReadable() async throws {
    let folder = try TemporaryCatalog()
    defer { folder.remove() }
    try folder.write(
      #"[{"id":1,"name":"One"},{"id":2,"name":5},{"id":3,"name":"Three"}]"#, to: "shows/page-0.json")
    let catalog = BundledCatalog(folder: folder.root)
    #expect(try await catalog.show(id: 1).value.name == "One")
    #expect(try await catalog.show(id: 3).value.name == "Three")
    await #expect(throws: ShowDataError.malformedData(detail: "page-0.json: [1].name: expected text")) {
      try await catalog.show(id: 2)
    }
    #expect(try await catalog.show(id: 1).value.name == "One")
  }

  @Test func aTruncatedEpisodeFileIsReportedNotFatal() async throws {
    let folder = try TemporaryCatalog()
    defer { folder.remove() }
    try folder.writePage(0, [.mock])
    let real = try Data(contentsOf: Self.root.appendingPathComponent("episodes/82.json"))
    try folder.write(String(decoding: real.prefix(real.count / 2), as: UTF8.self), to: "episodes/82.json")
    await #expect(throws: ShowDataError.malformedData(detail: "82.json: not valid JSON")) {
      try await BundledCatalog(folder: folder.root).episodes(ofShow: 82)
    }
  }

  /// Found by fuzzing: reading an empty file leaked 4 KiB each time, which a run under the
  /// address sanitizer reports when the process ends.
  @Test func anEmptyPageIsMalformedDataAndLeaksNothing() async throws {
    let folder = try TemporaryCatalog()
    defer { folder.remove() }
    try folder.write("", to: "shows/page-0.json")
    let catalog = BundledCatalog(folder: folder.root)
    let error = ShowDataError.malformedData(detail: "page-0.json: not valid JSON")
    await #expect(throws: error) { try await catalog.showIndexPage(0) }
    await #expect(throws: error) { try await catalog.show(id: 1) }
    await #expect(throws: error) { try await catalog.searchShows(matching: "fine") }
  }

  @Test func aMissingCatalogFolderIsSaidSoOnEveryRequest() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-catalog-\(UUID())")
    let catalog = BundledCatalog(folder: folder)
    let error = ShowDataError.malformedData(detail: "no catalog at \(folder.path)")
    await #expect(throws: error) { try await catalog.showIndexPage(0) }
    await #expect(throws: error) { try await catalog.show(id: 82) }
    await #expect(throws: error) { try await catalog.episodes(ofShow: 82) }
    await #expect(throws: error) { try await catalog.searchShows(matching: "girls") }
  }

  @Test func aCatalogWithoutPagesHasNoFirstPage() async throws {
    let folder = try TemporaryCatalog()
    defer { folder.remove() }
    let catalog = BundledCatalog(folder: folder.root)
    await #expect(throws: ShowDataError.pageNotFound(page: 0)) { try await catalog.showIndexPage(0) }
    #expect(try await catalog.searchShows(matching: "girls").value.isEmpty)
  }

  // MARK: Search

  @Test(arguments: ["unite 9", "UNITÉ 9", "Unite-9", "unité  9"])
  func searchIgnoresCaseAccentsAndPunctuation(_ query: String) async throws {
    let unite = try #require(try Self.allRawShows.first { $0["name"]?.string == "Unité 9" })
    let results = try await BundledCatalog().searchShows(matching: query).value
    #expect(results.first?.show.id == unite["id"]?.int)
  }

  /// Shows named exactly like the query come first, the most popular (weight) first.
  @Test(arguments: ["the flash", "girls", "shameless", "24"])
  func exactNamesComeFirstByWeight(_ query: String) async throws {
    let exact = try Self.allRawShows.filter { $0["name"]?.string?.lowercased() == query }
    let expected = exact.sorted { ($0["weight"]?.int ?? 0) > ($1["weight"]?.int ?? 0) }.compactMap {
      $0["id"]?.int
    }
    try #require(!expected.isEmpty)
    let results = try await BundledCatalog().searchShows(matching: query).value
    #expect(Array(results.map(\.show.id).prefix(expected.count)) == expected)
    #expect(results.dropFirst(expected.count).allSatisfy { $0.show.name.lowercased() != query })
  }

  @Test func resultsAreAtMostTenBestKindFirstThenByWeight() async throws {
    let matching = try Self.allRawShows.filter { $0["name"]?.string?.lowercased().contains("the") == true }
    try #require(matching.count > 10)
    let results = try await BundledCatalog().searchShows(matching: "the").value
    #expect(results.count == 10)
    for (better, worse) in zip(results, results.dropFirst()) {
      let (betterScore, worseScore) = (try #require(better.score), try #require(worse.score))
      #expect(betterScore >= worseScore)
      if betterScore == worseScore { #expect((better.show.weight ?? 0) >= (worse.show.weight ?? 0)) }
    }
  }

  @Test func aTypoStillFindsTheShow() async throws {
    let results = try await BundledCatalog().searchShows(matching: "gmae of thrones").value
    #expect(results.map(\.show.id).contains(82))
  }

  @Test func nothingMatchesGibberish() async throws {
    #expect(try await BundledCatalog().searchShows(matching: "aoeu htns").value.isEmpty)
  }

  @Test func resultsCarryTheCatalogsShows() async throws {
    let results = try await BundledCatalog().searchShows(matching: "house").value
    let catalog = BundledCatalog()
    for result in results {
      #expect(try await catalog.show(id: result.show.id).value == result.show)
    }
  }
}
