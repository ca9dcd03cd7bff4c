import TVGuideEntity
import TVGuideInteractor

extension TVMazeClient: ShowUpdatesSource {
  /// `GET /updates/shows?since=week`, as a map of show id to its latest change.
  ///
  /// - Throws: The `ShowDataError` a network, HTTP or decoding failure means, through the
  ///   client's one hand-over: the list is read for the interactors, which know no other.
  public func showsUpdatedLastWeek() async throws -> [Int: Int] {
    try await answer(ShowUpdatesDTO.self, from: .showUpdates(since: .week)).updated
  }

  /// `GET /shows/ID?embed=episodes`: one request where `show` and `episodes` take two.
  ///
  /// - Throws: `ShowDataError.showNotFound` when TVMaze answers 404, or the `ShowDataError`
  ///   another failure means.
  public func showWithEpisodesInOneRequest(id: Int) async throws -> (show: ShowDTO, episodes: [EpisodeDTO]) {
    var show = try await answer(ShowDTO.self, from: .show(id: id, embedding: [.episodes]))
    let episodes = show.embedded?.episodes ?? []
    show.embedded = nil
    return (show, episodes)
  }
}
