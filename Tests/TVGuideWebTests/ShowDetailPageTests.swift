import Foundation
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideWeb
import Testing

/// A show's page writes what its presenter displayed: the show, its seasons as sections with
/// anchors, the failure with a retry when asking again can help, and data as text.
@MainActor @Suite struct ShowDetailPageTests {
  private func written(_ state: (ShowDetailPage) -> Void, showID: Int = 82, token: WebFormToken? = nil) -> (
    WebDocument, HTMLOutline
  ) {
    let page = ShowDetailPage(showID: showID, token: token)
    state(page)
    return (page.page, HTMLOutline(parsing: page.page.html))
  }

  @Test func theShowHasItsTitleFactsAndSummary() {
    let (page, outline) = written { $0.display(.mock()) }
    #expect(page.status == 200)
    #expect(outline.elements(named: "h1").map(\.text) == ["Plain show"])
    #expect(outline.elements(named: "title").map(\.text) == ["Plain show · TV Guide"])
    #expect(outline.elements(named: "dt").map(\.text) == ["Network", "Status"])
    #expect(outline.elements(named: "dd").map(\.text) == ["HBO Plain", "Ended"])
    #expect(outline.elements.contains { $0.attribute("class") == "genres" && $0.text == "Drama · Plain" })
    #expect(
      outline.elements.contains {
        $0.attribute("class") == "summary" && $0.text == "A summary of Plain.\nIts second line."
      })
  }

  @Test func eachSeasonIsASectionTheTopOfThePageLinksTo() {
    let (_, outline) = written { $0.display(.mock()) }
    let sections = outline.elements(named: "section")
    #expect(sections.map { $0.attribute("id") } == ["season-1", "season-2"])
    let seasonLinks = outline.elements(named: "a").compactMap { $0.attribute("href") }.filter {
      $0.hasPrefix("#")
    }
    #expect(seasonLinks == ["#season-1", "#season-2"])
    #expect(outline.elements(named: "h2").map(\.text) == ["Season 1 · 2 episodes", "Season 2 · 1 episode"])
    #expect(outline.elements(named: "tr").count == 3)
    #expect(outline.elements(named: "tr").map { $0.attribute("class") } == [nil, nil, "special"])
    #expect(
      outline.elements(named: "td").prefix(4).map(\.text) == [
        "S01E01", "Plain pilot", "2011-04-17", "62 min",
      ])
  }

  /// The poster comes through the guide's own address at the top of the page (not lazily), on
  /// the card with the initials that stays when there is none.
  @Test func thePosterComesThroughTheGuideAndTheShowLinksToTVMaze() throws {
    let (_, outline) = written { $0.display(.mock()) }
    let poster = try #require(outline.elements(named: "img").first)
    #expect(poster.attribute("src") == "/posters/82")
    #expect(poster.attribute("loading") == nil)
    #expect(poster.attribute("alt") == "")
    #expect(poster.attribute("width") == "210" && poster.attribute("height") == "295")
    let card = outline.elements.first { $0.attribute("class") == "poster full hue-4" }
    #expect(card?.attribute("aria-hidden") == "true")
    #expect(outline.elements.filter { $0.attribute("class") == "initials" }.map(\.text) == ["PS"])
    let (_, without) = written { $0.display(.mock(poster: nil)) }
    #expect(without.elements(named: "img").isEmpty)
    #expect(without.elements.filter { $0.attribute("class") == "initials" }.map(\.text) == ["PS"])
    let source = outline.elements(named: "a").first { $0.text == "This show on TVMaze" }
    #expect(source?.attribute("href") == "https://www.tvmaze.com/shows/82/game-of-thrones")
  }

  @Test func addressesThatAreNotWebAddressesAreLeftOut() {
    let (page, outline) = written {
      $0.display(
        .mock(
          poster: URL(string: "data:image/png;base64,AAAA"), sourcePage: URL(string: "javascript:alert(1)")))
    }
    #expect(outline.elements(named: "img").isEmpty)
    #expect(!outline.elements(named: "a").contains { $0.text == "This show on TVMaze" })
    #expect(!page.html.contains("javascript:"))
  }

  @Test func aShowWithoutEpisodesSaysSo() {
    var show = ShowDetailViewModel.mock()
    show.sections = []
    let (_, outline) = written { $0.display(show) }
    #expect(outline.elements(named: "section").isEmpty)
    #expect(outline.elements(named: "p").contains { $0.text == "No episodes listed." })
  }

  @Test(arguments: HostileText.all)
  func hostileTextStaysText(_ text: String) {
    let (_, plain) = written { $0.display(.mock(text: "Plain")) }
    let (_, hostile) = written { $0.display(.mock(text: text)) }
    let shown = HostileText.parsed(text)
    #expect(hostile.shape == plain.shape)
    #expect(hostile.elements(named: "h1").map(\.text) == ["\(shown) show"])
    #expect(hostile.elements(named: "td").contains { $0.text == "\(shown) pilot" })
  }

  @Test func aFailureThatMayPassIs503WithARetry() {
    let (page, outline) = written {
      $0.displayError(
        ErrorViewModel(message: "TVMaze did not answer.", hint: "Try later.", isRetryable: true))
    }
    #expect(page.status == 503)
    #expect(outline.elements.first { $0.attribute("class") == "retry" }?.attribute("href") == "/shows/82")
    #expect(outline.elements(named: "p").map(\.text).contains("TVMaze did not answer."))
  }

  @Test func aShowThatDoesNotExistIs404WithoutARetry() {
    let (page, outline) = written(
      {
        $0.displayError(
          ErrorViewModel(message: "No show has id 9.", hint: "Search for it.", isRetryable: false))
      },
      showID: 9)
    #expect(page.status == 404)
    #expect(!outline.elements.contains { $0.attribute("class") == "retry" })
    #expect(outline.elements(named: "p").map(\.text).contains("No show has id 9."))
  }

  /// With the server's token the page has buttons: Follow or Unfollow as the show is, and
  /// Watched or Unwatched on each numbered episode, each naming the state it asks for.
  @Test func withATokenThePageHasFollowAndWatchedButtons() {
    let token = WebFormToken(value: "feed")
    let (_, outline) = written({ $0.display(.mock(watchedFirst: true)) }, token: token)
    let forms = outline.elements(named: "form").filter { $0.attribute("method") == "post" }
    #expect(
      forms.map { $0.attribute("action") } == [
        "/shows/82/follow", "/shows/82/unwatched", "/shows/82/watched",
      ])
    #expect(outline.elements(named: "button").map(\.text).suffix(3) == ["Follow", "Unwatched", "Watched"])
    let hidden = outline.elements(named: "input").filter { $0.attribute("type") == "hidden" }
    #expect(hidden.filter { $0.attribute("name") == "token" }.count == 3)
    #expect(hidden.allSatisfy { $0.attribute("name") != "token" || $0.attribute("value") == "feed" })
    #expect(hidden.filter { $0.attribute("name") == "number" }.map { $0.attribute("value") } == ["1", "2"])
    #expect(outline.elements(named: "tr").map { $0.attribute("class") } == ["watched", nil, "special"])
    let (_, followed) = written({ $0.display(.mock(isFollowed: true)) }, token: token)
    #expect(
      followed.elements(named: "form").first { $0.attribute("class") == "follow" }?.attribute("action")
        == "/shows/82/unfollow")
  }

  @Test func withoutATokenThePageHasNoButtons() {
    let (_, outline) = written { $0.display(.mock(isFollowed: true, watchedFirst: true)) }
    #expect(!outline.elements(named: "form").contains { $0.attribute("method") == "post" })
  }

  /// A page written before its presenter displayed the show is a server error.
  @Test func aPageStillLoadingIs500() {
    let (page, outline) = written { $0.displayLoading("Loading show 82…") }
    #expect(page.status == 500)
    #expect(outline.elements(named: "p").contains { $0.text == "Loading show 82…" })
  }
}
