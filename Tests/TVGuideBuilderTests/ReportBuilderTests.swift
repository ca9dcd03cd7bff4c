import TVGuideBuilder
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import TVGuideView
import Testing

@MainActor
@Suite struct ReportBuilderTests {
  private let source = FakeShowDataSource(
    pages: [0: [.mock], 1: []], shows: [82: .mock], episodes: [82: [.mock]],
    searchResults: ["thrones": [SearchResultDTO(score: 1, show: .mock)]])

  private func builder(_ format: ReportFormatChoice = .text) -> ReportBuilder {
    ReportBuilder(format: format.format)
  }

  @Test func aPageListsItsShows() async {
    let output = await builder().showIndexPage(0, from: source)
    #expect(output.standardOutput.contains("Game of Thrones"))
    #expect(output.succeeded)
  }

  @Test func aPagePastTheEndIsAnError() async {
    let output = await builder().showIndexPage(5, from: source)
    #expect(output.errorMessage == "There is no page 5 of the show index.")
    #expect(output.standardOutput.isEmpty)
  }

  @Test func searchPrintsTheStatusAndMatches() async {
    let output = await builder().search(.typed("thrones"), in: source)
    #expect(output.standardOutput.hasPrefix("1 show matches \"thrones\"\n"))
  }

  @Test func anEmptyQueryIsAnError() async {
    let output = await builder().search(.typed("  "), in: source)
    #expect(output.errorMessage == "The search text has no letter or digit.")
  }

  @Test func aShowPrintsItsSeasons() async {
    let output = await builder().showDetail(id: 82, season: nil, from: source)
    #expect(output.standardOutput.contains("Season 1 · 1 episode"))
  }

  @Test func aMissingSeasonIsAnError() async {
    let output = await builder().showDetail(id: 82, season: 4, from: source)
    #expect(output.errorMessage == "Game of Thrones has no season 4; its only season is 1.")
  }

  @Test func anUnknownShowIsAnError() async {
    let output = await builder(.json).showDetail(id: 1, season: nil, from: source)
    #expect(output.errorMessage == "There is no show with id 1.")
  }
}

/// The two report formats, named for readable test calls.
private enum ReportFormatChoice {
  case text
  case json

  var format: ReportFormat {
    switch self {
    case .text: .text(width: 80, usesColor: false)
    case .json: .json
    }
  }
}
