import TVGuideBuilder
import TVGuideBundledCatalog
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

  private let follows = FakeFollowStore()
  private let token = WebFormToken(value: "test-token")

  private var builder: WebPageBuilder {
    WebPageBuilder(
      sources: WebPageSources(shows: source, schedules: ScheduleSourceStub(), follows: follows), token: token)
  }

  @Test func theIndexPageListsItsShows() async {
    let page = await builder.showList(ShowListQuery())
    #expect(page.status == 200)
    let links = HTMLOutline(parsing: page.html).elements(named: "a")
    #expect(links.contains { $0.text == "Game of Thrones" && $0.attribute("href") == "/shows/82" })
  }

  /// Each page route reaches its module through `page(for:)`, the one dispatch the server
  /// calls; a route that is no page has none.
  @Test func eachRouteOfAPageIsWrittenByItsModule() async {
    let routes: [WebRoute] = [.showList(ShowListQuery()), .show(id: 82), .following, .next]
    let expected = [
      await builder.showList(ShowListQuery()), await builder.show(id: 82),
      await builder.followedShows(.following), await builder.followedShows(.next),
    ]
    for (route, page) in zip(routes, expected) {
      #expect(await builder.page(for: route) == page, "\(route)")
    }
    #expect(await builder.page(for: .show(id: 1))?.status == 404)
    #expect(await builder.page(for: .poster(showID: 82)) == nil)
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
    await source.fail(.page, with: .outOfReach(how: .noAnswerInTime))
    let page = await builder.showList(ShowListQuery(page: 0))
    #expect(page.status == 503)
    #expect(HTMLOutline(parsing: page.html).elements.contains { $0.attribute("class") == "retry" })
  }

  /// The error names no host: the page names the one `serve` reads from, given with the sources.
  @Test func aSourceOutOfReachIsNamedByTheHostTheSourcesGive() async {
    await source.fail(.page, with: .outOfReach(how: .noConnection))
    let sources = WebPageSources(
      shows: source, schedules: ScheduleSourceStub(), follows: follows, liveHost: "127.0.0.1:9")
    let page = await WebPageBuilder(sources: sources, token: token).showList(ShowListQuery(page: 0))
    #expect(
      HTMLOutline(parsing: page.html).elements.contains {
        $0.text.hasPrefix("Could not connect to 127.0.0.1:9.")
      })
    let unnamed = await builder.showList(ShowListQuery(page: 0))
    #expect(
      HTMLOutline(parsing: unnamed.html).elements.contains {
        $0.text.hasPrefix("Could not connect to TVMaze.")
      })
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

  /// A Follow button does what `tvguide follow` does, in the store it is given; the page of
  /// the followed shows then lists the show, its page says Unfollow.
  @Test func followingThroughAButtonChangesTheStoreAndThePages() async {
    let outcome = await builder.perform(WebAction(showID: 82, change: .follow(true), returnRoute: .following))
    #expect(outcome == .redirect("/following"))
    #expect(await follows.followed == [82])
    let list = HTMLOutline(parsing: await builder.followedShows(.following).html)
    #expect(
      list.elements(named: "a").contains {
        $0.text == "Game of Thrones" && $0.attribute("href") == "/shows/82"
      })
    let show = HTMLOutline(parsing: await builder.show(id: 82).html)
    #expect(
      show.elements(named: "form").first { $0.attribute("class") == "follow" }?.attribute("action")
        == "/shows/82/unfollow")
  }

  @Test func markingAnEpisodeWatchedMarksItsRow() async {
    let outcome = await builder.perform(WebAction(showID: 82, change: .watched(true, season: 1, number: 1)))
    #expect(outcome == .redirect("/shows/82#season-1"))
    #expect(await follows.watched[82] == [EpisodeKey(season: 1, number: 1)])
    let show = HTMLOutline(parsing: await builder.show(id: 82).html)
    #expect(show.elements(named: "tr").map { $0.attribute("class") } == ["watched"])
  }

  @Test func aButtonForAShowThatDoesNotExistIsRefusedWithThePresentersSentence() async {
    guard case .failed(let page) = await builder.perform(WebAction(showID: 1, change: .follow(true))) else {
      Issue.record("followed a show that does not exist")
      return
    }
    #expect(page.status == 404)
    #expect(await follows.followed.isEmpty)
  }

  /// The bundled schedule's day, the followed show marked, through the web's rule.
  @Test func tonightIsTheDaysScheduleWithTheFollowedShowsMarked() async {
    let schedules = WebPageSources(
      shows: source, schedules: BundledCatalog(), follows: FakeFollowStore(followed: [12088]))
    let page = await WebPageBuilder(sources: schedules, token: token).tonight(TonightQuery(kind: .tv))
    #expect(page.status == 200)
    let outline = HTMLOutline(parsing: page.html)
    #expect(outline.elements(named: "li").filter { $0.attribute("class") == "followed" }.count == 1)
    #expect(outline.elements(named: "strong").contains { $0.text == "Stacey David's GearZ" })
    #expect(
      outline.elements(named: "p").contains { $0.text.hasPrefix("No day was asked, so this is 2019-01-19") })
    // The form shows the day taken, and the followed show's name leads to its page.
    let day = outline.elements(named: "input").first { $0.attribute("name") == "date" }
    #expect(day?.attribute("value") == "2019-01-19")
    #expect(
      page.html.contains(
        #"<a class="show" href="/shows/12088"><strong>Stacey David&#39;s GearZ</strong></a>"#))
  }

  /// A poster through the show's own data: the source is asked for the address the data gives.
  @Test func aPosterIsTheOneTheShowsDataLinks() async throws {
    let posters = PosterSourceStub()
    let sources = WebPageSources(
      shows: source, schedules: ScheduleSourceStub(), follows: follows, posters: posters)
    let builder = WebPageBuilder(sources: sources, token: token)
    #expect(try await builder.poster(ofShow: 82) == .mock)
    #expect(await posters.requests.map(\.address.absoluteString) == ["https://static.tvmaze.com/m.jpg"])
    await #expect(throws: ShowDataError.showNotFound(id: 1)) { try await builder.poster(ofShow: 1) }
    #expect(try await self.builder.poster(ofShow: 82) == nil)
  }

  /// The web view counts pages from 1: a page past the end is named as the page names it.
  @Test func aPagePastTheEndIsNamedAsTheWebNumbersIt() async {
    await source.fail(.page, with: .pageNotFound(page: 1))
    let web = WebPageBuilder(
      sources: WebPageSources(shows: source, schedules: ScheduleSourceStub(), follows: follows), token: token,
      settings: .web)
    let page = await web.showList(ShowListQuery(page: 1))
    #expect(page.status == 404)
    #expect(
      HTMLOutline(parsing: page.html).elements(named: "p").contains {
        $0.text == "There is no page 2 of the show index."
      })
  }
}
