import TVGuideEntity
import TVGuidePresenter
import TVGuideTestSupport
import Testing

@Suite struct SeasonHeaderFormatterTests {
  private let formatter = SeasonHeaderFormatter()

  private func season(_ number: Int, episodes: Int, specials: Int = 0) -> Season {
    let numbered = (0..<episodes).map { Episode.mock(id: $0, season: number, number: $0 + 1) }
    let unnumbered = (0..<specials).map { Episode.mock(id: 1_000 + $0, season: number, number: nil) }
    return Season(number: number, episodes: numbered + unnumbered)
  }

  @Test func countsEpisodesInThePlural() {
    #expect(formatter.title(for: season(1, episodes: 10)) == "Season 1 · 10 episodes")
  }

  @Test func countsOneEpisodeInTheSingular() {
    #expect(formatter.title(for: season(4, episodes: 1)) == "Season 4 · 1 episode")
  }

  @Test func addsSpecialsOnlyWhenThereAreSome() {
    #expect(
      formatter.title(for: season(1, episodes: 10, specials: 1)) == "Season 1 · 10 episodes · 1 special")
    #expect(
      formatter.title(for: season(6, episodes: 10, specials: 3)) == "Season 6 · 10 episodes · 3 specials")
  }

  @Test func countsSpecialsWithANumberAsSpecials() {
    let special = Episode.mock(id: 99, season: 2, number: 3, kind: .significantSpecial)
    let season = Season(number: 2, episodes: [.mock(id: 1, season: 2, number: 1), special])
    #expect(formatter.title(for: season) == "Season 2 · 1 episode · 1 special")
  }

  @Test func countsASeasonOfSpecialsOnly() {
    #expect(formatter.title(for: season(0, episodes: 0, specials: 2)) == "Season 0 · 2 specials")
  }
}
