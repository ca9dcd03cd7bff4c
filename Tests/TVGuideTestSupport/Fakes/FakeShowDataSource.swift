import TVGuideEntity
import TVGuideInteractor

/// A data source whose answers a test sets up: shows, pages, episodes, casts, search results, and
/// an error, a gate (a slow answer) or a save failure per kind of request. Records every
/// request.
public actor FakeShowDataSource: ShowDataSource {
  /// The kinds of request, for `fail(_:with:)` and `hold(_:at:)`.
  public enum Request: Hashable, Sendable {
    case page
    case search
    case show
    case episodes
    case cast
  }

  public var pages: [Int: [ShowDTO]]
  public var shows: [Int: ShowDTO]
  public var episodes: [Int: [EpisodeDTO]]
  /// The casts by show id; a known show without one has an empty cast.
  public var casts: [Int: [CastCreditDTO]]
  public var searchResults: [String: [SearchResultDTO]]
  public var origin: DataOrigin
  /// What `showIDsWithEpisodesHeld()` answers: `nil`, a source that can get any show's.
  public var showIDsWithEpisodesHeld: Set<Int>?
  /// What `dataEnd()` answers: `nil`, a current source; a day, a snapshot that ends then.
  public var lastDayOfData: CalendarDate?
  public private(set) var requests: [String] = []
  private var failures: [Request: ShowDataError] = [:]
  private var saveFailures: [Request: ShowDataError] = [:]
  private var gates: [Request: Gate] = [:]
  private var queryGates: [String: Gate] = [:]

  public init(
    pages: [Int: [ShowDTO]] = [:], shows: [Int: ShowDTO] = [:],
    episodes: [Int: [EpisodeDTO]] = [:], casts: [Int: [CastCreditDTO]] = [:],
    searchResults: [String: [SearchResultDTO]] = [:], origin: DataOrigin = .bundled
  ) {
    self.pages = pages
    self.shows = shows
    self.episodes = episodes
    self.casts = casts
    self.searchResults = searchResults
    self.origin = origin
  }

  public func fail(_ request: Request, with error: ShowDataError?) {
    failures[request] = error
  }

  /// Answers to `request` say they could not be saved, for `error`.
  public func failToSave(_ request: Request, with error: ShowDataError?) {
    saveFailures[request] = error
  }

  public func hold(_ request: Request, at gate: Gate?) {
    gates[request] = gate
  }

  /// Holds only the search for `query`, so a test can make one answer arrive late.
  public func hold(searchFor query: String, at gate: Gate?) {
    queryGates[query] = gate
  }

  public func setOrigin(_ origin: DataOrigin) {
    self.origin = origin
  }

  /// Answers `shows` for index page `number` from now on, e.g. a page that changed on TVMaze.
  public func setPage(_ number: Int, to shows: [ShowDTO]) {
    pages[number] = shows
  }

  /// Answers `cast` for show `id` from now on.
  public func setCast(_ cast: [CastCreditDTO], ofShow id: Int) {
    casts[id] = cast
  }

  public func showIndexPage(_ number: Int) async throws -> Fetched<[ShowDTO]> {
    try await begin(.page, "page \(number)")
    guard let shows = pages[number] else { throw ShowDataError.pageNotFound(page: number) }
    return Fetched(shows, origin: origin, saveFailure: saveFailures[.page])
  }

  public func searchShows(matching query: String) async throws -> Fetched<[SearchResultDTO]> {
    try await begin(.search, "search \(query)")
    if let gate = queryGates[query] { await gate.wait() }
    return Fetched(searchResults[query] ?? [], origin: origin, saveFailure: saveFailures[.search])
  }

  public func show(id: Int) async throws -> Fetched<ShowDTO> {
    try await begin(.show, "show \(id)")
    guard let show = shows[id] else { throw ShowDataError.showNotFound(id: id) }
    return Fetched(show, origin: origin, saveFailure: saveFailures[.show])
  }

  public func showIDsWithEpisodesHeld() async throws -> Set<Int>? {
    showIDsWithEpisodesHeld
  }

  public func holdEpisodes(ofShows ids: Set<Int>?) {
    showIDsWithEpisodesHeld = ids
  }

  public func dataEnd() async throws -> CalendarDate? {
    lastDayOfData
  }

  /// Makes the source a snapshot whose data ends on `day` (`nil`: a current source).
  public func endData(on day: CalendarDate?) {
    lastDayOfData = day
  }

  public func episodes(ofShow id: Int) async throws -> Fetched<[EpisodeDTO]> {
    try await begin(.episodes, "episodes \(id)")
    guard shows[id] != nil else { throw ShowDataError.showNotFound(id: id) }
    return Fetched(episodes[id] ?? [], origin: origin, saveFailure: saveFailures[.episodes])
  }

  public func cast(ofShow id: Int) async throws -> Fetched<[CastCreditDTO]> {
    try await begin(.cast, "cast \(id)")
    guard shows[id] != nil else { throw ShowDataError.showNotFound(id: id) }
    return Fetched(casts[id] ?? [], origin: origin, saveFailure: saveFailures[.cast])
  }

  private func begin(_ request: Request, _ description: String) async throws {
    requests.append(description)
    if let gate = gates[request] { await gate.wait() }
    if let failure = failures[request] { throw failure }
  }
}
