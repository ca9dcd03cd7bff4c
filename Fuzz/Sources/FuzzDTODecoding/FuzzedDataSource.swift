import TVGuideEntity
import TVGuideInteractor

/// A data source that answers with the decoded input, as the bundled catalog or TVMaze
/// would answer with theirs.
struct FuzzedDataSource: ShowDataSource {
  /// The show an episode list is paired with when the input holds no show of its own.
  static let standInShow = ShowDTO(id: 1, name: "Fuzzed show")

  /// The ids of the shows the detail screen can open, in the order of the input.
  let showIDs: [Int]
  private let responses: DecodedResponses
  private let showsByID: [Int: ShowDTO]

  init(_ responses: DecodedResponses) {
    self.responses = responses
    let shows = responses.shows.isEmpty && responses.episodes != nil ? [Self.standInShow] : responses.shows
    showIDs = shows.map(\.id)
    showsByID = Dictionary(shows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  func showIndexPage(_ number: Int) throws -> Fetched<[ShowDTO]> {
    guard let page = responses.showIndexPage else { throw ShowDataError.pageNotFound(page: number) }
    return Fetched(page, origin: .bundled)
  }

  func searchShows(matching query: String) throws -> Fetched<[SearchResultDTO]> {
    Fetched(responses.searchResults ?? [], origin: .bundled)
  }

  func show(id: Int) throws -> Fetched<ShowDTO> {
    guard let show = showsByID[id] else { throw ShowDataError.showNotFound(id: id) }
    return Fetched(show, origin: .bundled)
  }

  /// The cast of the input, for any show of the input.
  func cast(ofShow id: Int) throws -> Fetched<[CastCreditDTO]> {
    guard showsByID[id] != nil else { throw ShowDataError.showNotFound(id: id) }
    return Fetched(responses.cast ?? [], origin: .bundled)
  }

  /// The episode list of the input, else the show's embedded episodes (`?embed=episodes`).
  func episodes(ofShow id: Int) throws -> Fetched<[EpisodeDTO]> {
    let episodes = responses.episodes ?? showsByID[id]?.embedded?.episodes ?? []
    return Fetched(episodes, origin: .bundled)
  }
}
