import TVGuideEntity
import TVGuideTestSupport
import Testing

struct SeasonTests {
  @Test func countsNumberedEpisodesAndSpecialsApart() {
    let season = Season(
      number: 6,
      episodes: [
        .mock(id: 1, season: 6, number: nil, kind: .significantSpecial),
        .mock(id: 2, season: 6, number: 1), .mock(id: 3, season: 6, number: 2),
        .mock(id: 4, season: 6, number: nil),
      ])
    #expect(season.numberedEpisodeCount == 2)
    #expect(season.specialCount == 2)
    #expect(season.id == 6)
  }

  @Test func anEmptySeasonCountsNothing() {
    let season = Season(number: 1, episodes: [])
    #expect(season.numberedEpisodeCount == 0 && season.specialCount == 0)
  }
}
