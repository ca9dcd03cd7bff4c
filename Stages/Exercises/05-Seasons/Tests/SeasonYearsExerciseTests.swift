import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage5_seasons

/// Exercise 5: a season's header says when it aired: `Season 1 · 2 episodes · 2013`, or
/// `2013–2014` for a season over the new year; a season whose dates are unknown says
/// nothing more. Formatting: it goes in the header's formatter, tested without a screen.
@Suite struct SeasonYearsExerciseTests {
  private static func season(_ dates: [String?]) -> Season {
    let episodes = dates.enumerated().map { index, date in
      Episode(dto: .mock(id: index + 1, season: 1, number: index + 1, airdate: date))
    }
    return Season(number: 1, episodes: episodes)
  }

  @Test func theHeaderSaysTheYearsTheSeasonAired() async throws {
    let formatter = SeasonHeaderFormatter()
    try await exercise("05-Seasons", "the years in a season's header") {
      #expect(
        formatter.title(for: Self.season(["2013-06-24", "2013-09-16"])) == "Season 1 · 2 episodes · 2013")
      #expect(
        formatter.title(for: Self.season(["2013-12-30", "2014-01-06"])) == "Season 1 · 2 episodes · 2013–2014"
      )
      // The first and last episodes' dates are not always known: the years come from those that are.
      #expect(
        formatter.title(for: Self.season([nil, "2015-04-12", "2016-01-03", nil]))
          == "Season 1 · 4 episodes · 2015–2016")
    }
    #expect(formatter.title(for: Self.season([nil, nil])) == "Season 1 · 2 episodes")
  }
}
