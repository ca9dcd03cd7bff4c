import TVGuideEntity

/// Where the interactors get TVMaze data from: the bundled catalog, the live API or the store.
///
/// Declared here, by its caller, so data sources depend on the interactor and never the
/// other way round. Every method throws a `ShowDataError`.
public protocol ShowDataSource: Sendable {
  /// Page `number` of the show index: the shows whose ids are in `250·number ..< 250·(number+1)`.
  /// Throws `.pageNotFound` past the last page.
  func showIndexPage(_ number: Int) async throws -> Fetched<[ShowDTO]>

  /// Shows matching `query`, best match first, at most 10 (TVMaze's limit).
  func searchShows(matching query: String) async throws -> Fetched<[SearchResultDTO]>

  /// One show; throws `.showNotFound` for an unknown id.
  func show(id: Int) async throws -> Fetched<ShowDTO>

  /// Every episode of a show, specials included, in the order the source sends them.
  func episodes(ofShow id: Int) async throws -> Fetched<[EpisodeDTO]>

  /// Who plays whom in a show, in the source's order (TVMaze lists the main cast first); an
  /// empty list when none is listed. Throws `.showNotFound` for an unknown id.
  func cast(ofShow id: Int) async throws -> Fetched<[CastCreditDTO]>

  /// A show and its episodes together, as the detail screen needs them: a source that saves
  /// what it fetches saves both or neither. When both fail, the show's failure is thrown.
  func showWithEpisodes(id: Int) async throws -> ShowWithEpisodes

  /// The ids of the shows whose episodes this source holds itself, when it holds only some:
  /// an empty episode list from it then means "not held", not "no episodes". `nil` when the
  /// source can get any show's episodes.
  func showIDsWithEpisodesHeld() async throws -> Set<Int>?

  /// The last day the source's episodes reach when it is a snapshot taken once (the bundled
  /// catalog), so that what comes next can be measured inside it; `nil` for a source that is
  /// current (TVMaze, and the store in front of it).
  func dataEnd() async throws -> CalendarDate?
}

extension ShowDataSource {
  /// A source that can get any show's episodes: TVMaze, and the store in front of it.
  public func showIDsWithEpisodesHeld() async throws -> Set<Int>? { nil }

  /// A source that is current: what comes next is measured from now.
  public func dataEnd() async throws -> CalendarDate? { nil }

  /// Both requests at once.
  public func showWithEpisodes(id: Int) async throws -> ShowWithEpisodes {
    async let show = show(id: id)
    let episodes: Fetched<[EpisodeDTO]>
    do {
      episodes = try await self.episodes(ofShow: id)
    } catch {
      // When both fail, the show's failure is the one to tell: the show is what was asked for.
      _ = try await show
      throw error
    }
    return ShowWithEpisodes(show: try await show, episodes: episodes)
  }
}
