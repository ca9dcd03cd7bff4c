import TVGuideEntity
import Testing

@testable import TVGuideBundledCatalog

@Suite struct RecentEpisodeListsTests {
  private func episodes(_ count: Int, season: Int = 1) -> [EpisodeDTO] {
    (0..<count).map { EpisodeDTO(id: season * 100_000 + $0, name: "E\($0)", season: season, number: $0 + 1) }
  }

  @Test func aKeptListIsGivenBackAndAnUnknownShowHasNone() {
    var lists = RecentEpisodeLists()
    lists.keep(episodes(3), ofShow: 82)
    #expect(lists.episodes(ofShow: 82) == episodes(3))
    #expect(lists.episodes(ofShow: 83) == nil)
  }

  @Test func keepingAShowAgainReplacesItsList() {
    var lists = RecentEpisodeLists()
    lists.keep(episodes(3), ofShow: 82)
    lists.keep(episodes(2, season: 2), ofShow: 82)
    #expect(lists.episodes(ofShow: 82) == episodes(2, season: 2))
  }

  @Test func pastTheBoundTheLeastRecentlyUsedListsGo() {
    let half = RecentEpisodeLists.episodeLimit / 2
    var lists = RecentEpisodeLists()
    lists.keep(episodes(half), ofShow: 1)
    lists.keep(episodes(half), ofShow: 2)
    _ = lists.episodes(ofShow: 1)
    lists.keep(episodes(1), ofShow: 3)
    #expect(lists.episodes(ofShow: 2) == nil)
    #expect(lists.episodes(ofShow: 1)?.count == half)
    #expect(lists.episodes(ofShow: 3)?.count == 1)
  }

  @Test func aListLongerThanTheBoundIsNotKeptNorIsTheShowsOlderList() {
    var lists = RecentEpisodeLists()
    lists.keep(episodes(2), ofShow: 1)
    lists.keep(episodes(RecentEpisodeLists.episodeLimit + 1), ofShow: 2)
    lists.keep(episodes(1), ofShow: 1)
    lists.keep(episodes(RecentEpisodeLists.episodeLimit + 1), ofShow: 1)
    #expect(lists.episodes(ofShow: 2) == nil)
    #expect(lists.episodes(ofShow: 1) == nil)
  }
}
