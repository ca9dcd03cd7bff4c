import TVGuideEntity
import TVGuideInteractor

/// An import resolves its rows with `GET /lookup/shows?thetvdb=` or `?imdb=`.
extension TVMazeClient: ShowLookingUp {
  /// TVMaze itself.
  public var lookupSource: ShowLookupSource { .tvmaze }

  /// The show TVMaze has for `id`; `nil` when TVMaze answers 404.
  public func show(withExternalID id: ExternalShowID) async throws -> ShowDTO? {
    let key: ShowLookupKey =
      switch id {
      case .theTVDB(let number): .theTVDB(number)
      case .imdb(let title): .imdb(title)
      }
    // Through the client's one hand-over, so a transport failure reaches the interactor as
    // the ShowDataError it means.
    return try await handingOver(.lookUp(key)) { try await fetchUnlessNoMatch(ShowDTO.self, from: $0) }.value
  }
}
