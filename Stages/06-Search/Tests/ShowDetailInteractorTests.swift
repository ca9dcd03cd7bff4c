import TVGuideEntity
import TVGuideTestSupport
import Testing

import enum TVGuideInteractor.ShowDataError

@testable import stage6_search

/// Loading one show with its seasons, against a fake data source.
@Suite struct ShowDetailInteractorTests {
  @Test func theShowComesWithItsEpisodesGroupedBySeason() async throws {
    let episodes: [EpisodeDTO] = [
      .mock(id: 3, season: 2, number: 1, airdate: "2012-04-01"),
      .mock(id: 2, season: 1, number: 2, airdate: "2011-04-24"),
      .mock(id: 9, season: 1, number: nil, airdate: "2010-12-05", type: "significant_special"),
      .mock(id: 1, season: 1, number: 1, airdate: "2011-04-17"),
    ]
    let source = FakeShowDataSource(shows: [82: .mock], episodes: [82: episodes])
    let detail = try await ShowDetailInteractor(dataSource: source).detail(ofShow: 82)
    #expect(detail.show == Show(dto: .mock))
    #expect(detail.seasons.map(\.number) == [1, 2])
    #expect(
      detail.seasons.map { $0.episodes.map(\.id) } == [[9, 1, 2], [3]], "specials stay in their season")
    #expect(Set(await source.requests) == ["show 82", "episodes 82"])
  }

  @Test func aShowWithoutEpisodesHasNoSeasons() async throws {
    let detail = try await ShowDetailInteractor(dataSource: FakeShowDataSource(shows: [82: .mock]))
      .detail(ofShow: 82)
    #expect(detail.seasons.isEmpty)
  }

  @Test func anUnknownIdIsAnError() async {
    let interactor = ShowDetailInteractor(dataSource: FakeShowDataSource())
    await #expect(throws: ShowDataError.showNotFound(id: 7)) { try await interactor.detail(ofShow: 7) }
  }
}
