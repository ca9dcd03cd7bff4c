import TVGuideEntity
import TVGuideInteractor

/// Passes every request to another data source and reports a chosen origin for some kinds of
/// answer, so a test can hand an interactor answers of different freshness.
public struct RelabelingDataSource: ShowDataSource {
  private let base: any ShowDataSource
  private let origins: [FakeShowDataSource.Request: DataOrigin]

  public init(_ base: any ShowDataSource, origins: [FakeShowDataSource.Request: DataOrigin]) {
    self.base = base
    self.origins = origins
  }

  public func showIndexPage(_ number: Int) async throws -> Fetched<[ShowDTO]> {
    relabel(try await base.showIndexPage(number), as: .page)
  }

  public func searchShows(matching query: String) async throws -> Fetched<[SearchResultDTO]> {
    relabel(try await base.searchShows(matching: query), as: .search)
  }

  public func show(id: Int) async throws -> Fetched<ShowDTO> {
    relabel(try await base.show(id: id), as: .show)
  }

  public func episodes(ofShow id: Int) async throws -> Fetched<[EpisodeDTO]> {
    relabel(try await base.episodes(ofShow: id), as: .episodes)
  }

  public func cast(ofShow id: Int) async throws -> Fetched<[CastCreditDTO]> {
    relabel(try await base.cast(ofShow: id), as: .cast)
  }

  public func showIDsWithEpisodesHeld() async throws -> Set<Int>? {
    try await base.showIDsWithEpisodesHeld()
  }

  private func relabel<Value>(_ fetched: Fetched<Value>, as request: FakeShowDataSource.Request)
    -> Fetched<Value>
  {
    Fetched(fetched.value, origin: origins[request] ?? fetched.origin)
  }
}
