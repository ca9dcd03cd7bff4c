import Foundation
import TVGuideEntity
import TVGuideInteractor

/// The default data source: real TVMaze responses shipped with the app, so it works
/// offline. Pages follow TVMaze's rule (page N holds ids 250·N … 250·N+249) and search ranks
/// like TVMaze's. Files are read when first needed and kept (episode lists up to a bound).
public actor BundledCatalog: ShowDataSource {
  /// How many show ids one index page covers, as in TVMaze's `/shows?page=N`.
  public static let pageSize = 250

  private let location: CatalogLocation?
  private var pages: [Int: [ShowDTO]] = [:]
  private var searchIndex: ShowSearchIndex?
  private var externalIDs: [ExternalShowID: ShowDTO]?
  private var showsByID: [Int: ShowDTO] = [:]
  /// Whether the catalog's folder was found where `location` says.
  private var isLocationFound = false
  /// Index pages cut into their shows' JSON, to decode only the shows asked for.
  private var pageShows: [Int: IndexPageShows] = [:]
  private var recentEpisodeLists = RecentEpisodeLists()
  private lazy var pageNumbers: [Int] = location?.pageNumbers() ?? []
  /// The same numbers as a set: a show asked for by an id no shipped page covers is answered
  /// without looking for a file (10,000 followed shows asked `stat` for each).
  private lazy var shippedPages = Set(pageNumbers)
  private lazy var heldEpisodeLists: Set<Int> = location?.showIDsWithEpisodes() ?? []
  /// The last day the shipped episode lists reach, found once.
  private lazy var lastAirdate: CalendarDate? = location.flatMap { location in
    CatalogDataEnd.latestAirdate(in: heldEpisodeLists.sorted().map(location.episodesFile(ofShow:)))
  }

  /// The catalog shipped in the app's resource bundle.
  public init() {
    location = CatalogLocation.find()
  }

  /// A catalog in another folder laid out the same way (`shows/page-N.json`,
  /// `episodes/ID.json`, `cast/ID.json`), e.g. for tests.
  public init(folder: URL) {
    location = CatalogLocation(root: folder)
  }

  /// The shipped index page `number`.
  ///
  /// - Throws: `ShowDataError.pageNotFound` past the last shipped page, or
  ///   `ShowDataError.malformedData` when the catalog is missing or unreadable.
  public func showIndexPage(_ number: Int) throws -> Fetched<[ShowDTO]> {
    _ = try requireLocation()
    guard number >= 0, let last = pageNumbers.last, number <= last else {
      throw ShowDataError.pageNotFound(page: number)
    }
    return Fetched(try page(number), origin: .bundled)
  }

  /// The shipped shows whose names match `query`, at most 10, ranked as TVMaze ranks them.
  ///
  /// - Throws: `ShowDataError.malformedData` when the catalog is missing or unreadable.
  public func searchShows(matching query: String) throws -> Fetched<[SearchResultDTO]> {
    let index = try loadSearchIndex()
    let results = index.search(query).compactMap { match -> SearchResultDTO? in
      guard let show = showsByID[match.id] else { return nil }
      return SearchResultDTO(score: Self.score(for: match.rank), show: show)
    }
    return Fetched(results, origin: .bundled)
  }

  /// The shipped show `id`, read from the index page that covers it.
  ///
  /// - Throws: `ShowDataError.showNotFound` for an id not shipped, or
  ///   `ShowDataError.malformedData` when the catalog is missing or unreadable.
  public func show(id: Int) throws -> Fetched<ShowDTO> {
    guard id >= 0, let show = try show(id, inPage: id / Self.pageSize) else {
      throw ShowDataError.showNotFound(id: id)
    }
    return Fetched(show, origin: .bundled)
  }

  /// The catalog ships the episodes of a few shows only; for the others it answers an empty
  /// list, and this set tells the two apart. `async` like the requirement, so that a call on
  /// the concrete type is not taken by the protocol's default (`nil`) in an async context.
  public func showIDsWithEpisodesHeld() async throws -> Set<Int>? {
    _ = try requireLocation()
    return heldEpisodeLists
  }

  /// The catalog is a snapshot: the last day its shows' episode lists reach (17 Jan 2025 for
  /// the shipped one), so that `next` and the calendar can be measured inside it.
  public func dataEnd() async throws -> CalendarDate? {
    _ = try requireLocation()
    return lastAirdate
  }

  /// The shipped episodes of show `id`; an empty list for a show whose episodes are not
  /// shipped (see ``showIDsWithEpisodesHeld()``).
  ///
  /// - Throws: `ShowDataError.showNotFound` for an id not shipped, or
  ///   `ShowDataError.malformedData` when the catalog is missing or unreadable.
  /// A few lists are shipped for shows the index pages lack (see `scripts/import-tvmaze`):
  /// they are answered by id like the others, but their shows are not among those held.
  public func episodes(ofShow id: Int) throws -> Fetched<[EpisodeDTO]> {
    let location = try requireLocation()
    var file = location.episodesFile(ofShow: id)
    do {
      _ = try show(id: id)
    } catch ShowDataError.showNotFound {
      file = location.showlessEpisodesFile(ofShow: id)
      guard FileManager.default.fileExists(atPath: file.path) else {
        throw ShowDataError.showNotFound(id: id)
      }
    }
    if let kept = recentEpisodeLists.episodes(ofShow: id) { return Fetched(kept, origin: .bundled) }
    guard FileManager.default.fileExists(atPath: file.path) else {
      return Fetched([], origin: .bundled)
    }
    let parser = EpisodeJSONParser()
    let episodes = try Self.decode([EpisodeDTO].self, from: file, parse: parser.episode(in:from:))
    recentEpisodeLists.keep(episodes, ofShow: id)
    return Fetched(episodes, origin: .bundled)
  }

  /// The shipped cast of show `id`, in TVMaze's order; an empty list for a show whose cast is
  /// not shipped (the catalog holds the casts of a few shows only). Not kept: a cast is small
  /// and read when its screen opens.
  ///
  /// - Throws: `ShowDataError.showNotFound` for an id not shipped, or
  ///   `ShowDataError.malformedData` when the catalog is missing or unreadable.
  public func cast(ofShow id: Int) throws -> Fetched<[CastCreditDTO]> {
    _ = try show(id: id)
    let file = try requireLocation().castFile(ofShow: id)
    guard FileManager.default.fileExists(atPath: file.path) else {
      return Fetched([], origin: .bundled)
    }
    return Fetched(try Self.decode([CastCreditDTO].self, from: file), origin: .bundled)
  }

  // MARK: Loading

  private func page(_ number: Int) throws -> [ShowDTO] {
    if let cached = pages[number] { return cached }
    let location = try requireLocation()
    let file = location.pageFile(number)
    let shows =
      FileManager.default.fileExists(atPath: file.path)
      ? try Self.decode([ShowDTO].self, from: file) : []
    pages[number] = shows
    return shows
  }

  /// From the shows already read when it is one of them, else decoded alone from its page
  /// (read once and kept cut into its shows: `tvguide next` asks for every followed show, and
  /// reading the page again for each of 100 was nine tenths of its time); kept, since its
  /// episodes ask for it again.
  private func show(_ id: Int, inPage number: Int) throws -> ShowDTO? {
    if let known = showsByID[id] { return known }
    if let cached = pages[number] { return cached.first { $0.id == id } }
    let location = try requireLocation()
    guard shippedPages.contains(number) else { return nil }
    guard let shows = try pageShows[number] ?? cutPage(location.pageFile(number)) else { return nil }
    pageShows[number] = shows
    // The file is named only when the show cannot be read: making its URL for each of 10,000
    // followed shows was a fifth of `tvguide next`'s time.
    let show = try Self.naming(location.pageFile(number)) { try shows.show(withID: id) }
    showsByID[id] = show
    return show
  }

  /// The page in `file` cut into its shows; `nil` when there is no such file.
  private func cutPage(_ file: URL) throws -> IndexPageShows? {
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    return try Self.decoding(file) { try IndexPageShows(page: $0) }
  }

  private func loadSearchIndex() throws -> ShowSearchIndex {
    if let searchIndex { return searchIndex }
    _ = try requireLocation()
    var entries: [ShowSearchIndex.Entry] = []
    for number in pageNumbers {
      for show in try page(number) {
        showsByID[show.id] = show
        entries.append(.init(id: show.id, name: show.name, weight: show.weight))
      }
    }
    let index = ShowSearchIndex(entries: entries)
    searchIndex = index
    return index
  }

  /// Every shipped show by the ids of other sites it carries; built once, from every page.
  func showsByExternalID() throws -> [ExternalShowID: ShowDTO] {
    if let externalIDs { return externalIDs }
    _ = try loadSearchIndex()
    var found: [ExternalShowID: ShowDTO] = [:]
    for show in showsByID.values.sorted(by: { $0.id < $1.id }) {
      if let id = show.externals?.thetvdb { found[.theTVDB(id)] = found[.theTVDB(id)] ?? show }
      if let id = show.externals?.imdb { found[.imdb(id)] = found[.imdb(id)] ?? show }
    }
    externalIDs = found
    return found
  }

  /// The catalog's files; throws when they are missing, so that no request mistakes a missing
  /// catalog for an empty one (no page, no show, no match). Once found, they are not looked
  /// for again: `tvguide next` asks for a hundred shows, and a look each was 200 `stat`s.
  func requireLocation() throws -> CatalogLocation {
    guard let location else {
      throw ShowDataError.malformedData(detail: "the bundled catalog is missing next to the program")
    }
    if isLocationFound { return location }
    var isFolder: ObjCBool = false
    let shows = location.root.appendingPathComponent("shows").path
    guard FileManager.default.fileExists(atPath: shows, isDirectory: &isFolder), isFolder.boolValue else {
      throw ShowDataError.malformedData(detail: "no catalog at \(location.root.path)")
    }
    isLocationFound = true
    return location
  }

  /// A TVMaze-like relevance score, higher for better kinds of match.
  private static func score(for rank: SearchMatchRank) -> Double {
    Double(SearchMatchRank.allCases.count - rank.rawValue)
  }
}
