import TVGuideEntity
import TVGuideInteractor

/// Stands between a stage and its data source and acts out the faults a test planned
/// (`TVGUIDE_FAULTS`): no connection, a timeout, a 429 answered later. With no plan it only
/// passes requests on. Every stage and variant builds its source through it, so the
/// acceptance suite can hold all of them to the same failure paths.
public actor FaultInjectingDataSource: ShowDataSource {
  private let source: any ShowDataSource
  private var plan: StageFaultPlan

  public init(wrapping source: any ShowDataSource, plan: StageFaultPlan = .fromEnvironment()) {
    self.source = source
    self.plan = plan
  }

  public func showIndexPage(_ number: Int) async throws -> Fetched<[ShowDTO]> {
    try await plan.take(for: .indexPage(number))?.actOut()
    return try await source.showIndexPage(number)
  }

  public func searchShows(matching query: String) async throws -> Fetched<[SearchResultDTO]> {
    try await source.searchShows(matching: query)
  }

  public func show(id: Int) async throws -> Fetched<ShowDTO> {
    try await plan.take(for: .show(id: id))?.actOut()
    return try await source.show(id: id)
  }

  public func episodes(ofShow id: Int) async throws -> Fetched<[EpisodeDTO]> {
    try await source.episodes(ofShow: id)
  }

  public func cast(ofShow id: Int) async throws -> Fetched<[CastCreditDTO]> {
    try await plan.take(for: .cast(id: id))?.actOut()
    return try await source.cast(ofShow: id)
  }

  public func showIDsWithEpisodesHeld() async throws -> Set<Int>? {
    try await source.showIDsWithEpisodesHeld()
  }
}
