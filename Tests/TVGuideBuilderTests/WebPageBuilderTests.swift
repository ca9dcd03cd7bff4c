import TVGuideBuilder
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import TVGuideWeb
import Testing

/// Each request's page is written by its module, assembled as the terminal's screens are: the
/// same presenters, the web's text rule, and the failure the presenter words.
@MainActor
@Suite struct WebPageBuilderTests {
  private let source = FakeShowDataSource(
    pages: [0: [.mock], 1: []], shows: [82: .mock], episodes: [82: [.mock]],
    searchResults: ["thrones": [SearchResultDTO(score: 1, show: .mock)]])

  private var builder: WebPageBuilder { WebPageBuilder(dataSource: source) }

  @Test func theIndexPageListsItsShows() async {
    let page = await builder.showList(ShowListQuery())
    #expect(page.status == 200)
    let links = HTMLOutline(parsing: page.html).elements(named: "a")
    #expect(links.contains { $0.text == "Game of Thrones" && $0.attribute("href") == "/shows/82" })
  }

  @Test func aSearchListsItsMatchesWithThePresentersStatus() async {
    let page = await builder.showList(ShowListQuery(search: "thrones"))
    let outline = HTMLOutline(parsing: page.html)
    #expect(outline.elements(named: "a").contains { $0.text == "Game of Thrones" })
    #expect(
      outline.elements.contains { $0.attribute("role") == "status" && $0.text.contains("1 show matches") })
  }

  @Test func aShowHasItsSeasons() async {
    let page = await builder.show(id: 82)
    #expect(page.status == 200)
    let outline = HTMLOutline(parsing: page.html)
    #expect(outline.elements(named: "h1").map(\.text) == ["Game of Thrones"])
    #expect(outline.elements(named: "section").map { $0.attribute("id") } == ["season-1"])
  }

  @Test func anUnknownShowIs404WithThePresentersSentence() async {
    let page = await builder.show(id: 1)
    #expect(page.status == 404)
    #expect(
      HTMLOutline(parsing: page.html).elements(named: "p").contains {
        $0.text == "There is no show with id 1."
      })
  }

  @Test func aFailedSourceIs503WithARetry() async {
    await source.fail(.page, with: .outOfReach(host: "api.tvmaze.com", how: .noAnswerInTime))
    let page = await builder.showList(ShowListQuery(page: 0))
    #expect(page.status == 503)
    #expect(HTMLOutline(parsing: page.html).elements.contains { $0.attribute("class") == "retry" })
  }

  /// The web's rule, not the terminal's: an escape sequence in a name is dropped, markup kept as text.
  @Test func dataGoesThroughTheWebsTextRule() async {
    var show = ShowDTO.mock
    show.name = "\u{1B}[31m<b>Bold</b>\u{202E} Thrones"
    await source.setPage(0, to: [show])
    let page = await builder.showList(ShowListQuery())
    let outline = HTMLOutline(parsing: page.html)
    #expect(outline.elements(named: "a").contains { $0.text == "<b>Bold</b> Thrones" })
    #expect(outline.elements(named: "b").isEmpty)
  }
}
