import TVGuideEntity

/// What a refresh of followed shows asks the live source: which shows changed lately, and a
/// changed show with its episodes in one request. TVMaze's client implements it.
///
/// Declared here, beside `FollowedShowsRefreshing`, whose implementation calls it.
public protocol ShowUpdatesSource: Sendable {
  /// The shows TVMaze changed in the last week: the time of each one's latest change, in
  /// seconds since 1970, by show id (`/updates/shows?since=week`).
  func showsUpdatedLastWeek() async throws -> [Int: Int]
  /// A show with its whole episode list, fetched in one request.
  func showWithEpisodesInOneRequest(id: Int) async throws -> (show: ShowDTO, episodes: [EpisodeDTO])
}
