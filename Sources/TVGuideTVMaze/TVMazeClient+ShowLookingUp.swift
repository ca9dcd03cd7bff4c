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
    return try await answerUnlessNoMatch(ShowDTO.self, from: .lookUp(key))
  }
}
