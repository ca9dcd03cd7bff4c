import TVGuideEntity

import protocol TVGuideInteractor.ShowDataSource

/// Loads one show and its episodes together and groups the episodes by season.
final class ShowDetailInteractor: ShowDetailInteractorInput {
  private let dataSource: any ShowDataSource
  private let grouper = SeasonGrouper()

  init(dataSource: any ShowDataSource) {
    self.dataSource = dataSource
  }

  /// Throws `.showNotFound` for an id the data source does not know.
  func detail(ofShow id: Int) async throws -> ShowDetail {
    async let fetchedShow = dataSource.show(id: id)
    async let fetchedEpisodes = dataSource.episodes(ofShow: id)
    let show = Show(dto: try await fetchedShow.value)
    let episodes = try await fetchedEpisodes.value.map(Episode.init(dto:))
    return ShowDetail(show: show, seasons: grouper.group(episodes))
  }
}
