import TVGuideEntity
import TVGuideInteractor

/// An import resolves its rows with `GET /lookup/shows?thetvdb=` or `?imdb=`.
extension TVMazeClient: ShowLookingUp {
  /// The show TVMaze has for `id`; `nil` when TVMaze answers 404.
  public func show(withExternalID id: ExternalShowID) async throws -> ShowDTO? {
    switch id {
    case .theTVDB(let number): try await lookUpShow(ShowLookupKey.theTVDB(number))
    case .imdb(let title): try await lookUpShow(ShowLookupKey.imdb(title))
    }
  }
}
