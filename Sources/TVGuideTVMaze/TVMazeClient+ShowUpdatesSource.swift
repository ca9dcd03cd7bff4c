import TVGuideEntity
import TVGuideInteractor

extension TVMazeClient: ShowUpdatesSource {
  /// `GET /updates/shows?since=week`, as a map of show id to its latest change.
  public func showsUpdatedLastWeek() async throws -> [Int: Int] {
    try await showUpdates(since: .week).updated
  }

  /// `GET /shows/ID?embed=episodes`: one request where `show` and `episodes` take two.
  public func showWithEpisodesInOneRequest(id: Int) async throws -> (show: ShowDTO, episodes: [EpisodeDTO]) {
    var show = try await show(id: id, embedding: [.episodes])
    let episodes = show.embedded?.episodes ?? []
    show.embedded = nil
    return (show, episodes)
  }
}
