import TVGuideEntity

/// Loads a show and its episodes together and groups the episodes by season.
public final class ShowDetailInteractor: ShowDetailInteractorInput {
  private let dataSource: any ShowDataSource
  private let grouper = SeasonGrouper()

  public init(dataSource: any ShowDataSource) {
    self.dataSource = dataSource
  }

  public func detail(ofShow id: Int, season: Int?) async throws -> ShowDetail {
    async let fetchedShow = dataSource.show(id: id)
    async let fetchedEpisodes = dataSource.episodes(ofShow: id)
    let show = try await fetchedShow
    let episodes = try await fetchedEpisodes
    let seasons = grouper.group(episodes.value.map(Episode.init(dto:)))
    return ShowDetail(
      show: Show(dto: show.value),
      seasons: try Self.keeping(season, of: seasons, showName: show.value.name),
      origin: show.origin.combined(with: episodes.origin),
      saveFailure: show.saveFailure ?? episodes.saveFailure
    )
  }

  private static func keeping(_ season: Int?, of seasons: [Season], showName: String) throws
    -> [Season]
  {
    guard let season else { return seasons }
    let kept = seasons.filter { $0.number == season }
    guard !kept.isEmpty else {
      throw ShowDataError.seasonNotFound(
        season: season, showName: showName, available: seasons.map(\.number))
    }
    return kept
  }
}
