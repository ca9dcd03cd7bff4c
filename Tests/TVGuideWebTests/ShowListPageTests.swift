import Foundation
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideWeb
import Testing

/// The show list's page writes what its presenter displayed, and data stays text.
@MainActor @Suite struct ShowListPageTests {
  private func outline(_ viewModel: ShowListViewModel?, query: ShowListQuery = ShowListQuery()) -> (
    WebDocument, HTMLOutline
  ) {
    let page = ShowListPage(query: query)
    if let viewModel { page.display(viewModel) }
    return (page.page, HTMLOutline(parsing: page.page.html))
  }

  @Test func everyRowIsALinkToItsShowWithItsFacts() {
    let (page, outline) = outline(.mock())
    #expect(page.status == 200)
    let links = outline.elements(named: "a").filter { $0.attribute("href")?.hasPrefix("/shows/") == true }
    #expect(links.map { $0.attribute("href") } == ["/shows/1", "/shows/2"])
    #expect(links.map(\.text) == ["Plain one", "Plain two"])
    let facts = outline.elements(named: "span").filter { $0.attribute("class") == "facts" }
    #expect(facts.map(\.text) == ["2011 · Running · HBO Plain · 8.1", "Ended"])
    #expect(outline.elements(named: "h1").map(\.text) == ["Shows"])
  }

  /// A poster comes through the guide's own address, on a card drawn with the show's initials
  /// that shows while it loads and when there is none; the card is decoration beside the name,
  /// so nothing of it is read out, and a picture that fails has no alt text to spill.
  @Test func aPosterComesThroughTheGuideOnACardWithTheInitials() throws {
    let (_, outline) = outline(.mock())
    let images = outline.elements(named: "img")
    #expect(images.count == 1)
    let poster = try #require(images.first)
    #expect(poster.attribute("src") == "/posters/1")
    #expect(poster.attribute("loading") == "lazy")
    #expect(poster.attribute("alt") == "")
    #expect(poster.attribute("width") == "60" && poster.attribute("height") == "84")
    // Neighbours' cards differ in colour, chosen by the show's id.
    let cards = outline.elements.filter { $0.attribute("class")?.hasPrefix("poster thumbnail") == true }
    #expect(cards.map { $0.attribute("class") } == ["poster thumbnail hue-1", "poster thumbnail hue-2"])
    #expect(cards.allSatisfy { $0.attribute("aria-hidden") == "true" })
    #expect(outline.elements.filter { $0.attribute("class") == "initials" }.map(\.text) == ["PO", "PT"])
  }

  /// The mark the status line explains (● episodes offline) is on the rows whose episodes are
  /// held, with words a screen reader reads, and on no other.
  @Test func theOfflineMarkIsOnTheRowsWhoseEpisodesAreHeld() {
    let (_, outline) = outline(.mock())
    let marks = outline.elements.filter { $0.attribute("class") == "held" }
    #expect(marks.count == 1)
    #expect(marks.first?.attribute("title") == "Episodes offline")
    #expect(outline.elements.filter { $0.attribute("aria-hidden") == "true" }.map(\.text).contains(" ●"))
    #expect(
      outline.elements.filter { $0.attribute("class") == "visually-hidden" }.map(\.text) == [
        " (episodes offline)"
      ])
    // The mark follows the first row's link, and the second row has none.
    let html = ShowListPage(query: ShowListQuery()).page.html
    #expect(!html.contains("●"))
  }

  @Test(arguments: ["javascript:alert(1)", "data:image/png;base64,AAAA", "/relative.jpg"])
  func aPosterThatIsNotAWebAddressIsLeftOut(_ address: String) {
    var viewModel = ShowListViewModel.mock()
    viewModel.rows[0].poster = URL(string: address)
    let (page, outline) = outline(viewModel)
    #expect(outline.elements(named: "img").isEmpty)
    #expect(!page.html.contains(address))
  }

  @Test func theStatusNoticeAndWarningAreShown() {
    let (_, outline) = outline(.mock())
    #expect(outline.elements(named: "p").map(\.text).contains("2 shows match Plain"))
    #expect(outline.elements.contains { $0.attribute("class") == "notice" && $0.text == "Saved copy: Plain" })
    #expect(
      outline.elements.contains { $0.attribute("class") == "warning" && $0.text == "Could not save: Plain" })
  }

  /// Hostile text in every field the data fills: the page has the same elements and attributes
  /// as with plain text, and shows the text as it is.
  @Test(arguments: HostileText.all)
  func hostileTextStaysText(_ text: String) {
    let query = ShowListQuery(search: text, status: .running)
    let (plainPage, plain) = outline(
      .mock(text: "Plain"), query: ShowListQuery(search: "Plain", status: .running))
    let (hostilePage, hostile) = outline(.mock(text: text), query: query)
    let shown = HostileText.parsed(text)
    #expect(hostile.shape == plain.shape)
    #expect(hostilePage.status == plainPage.status)
    #expect(hostile.elements(named: "input").first?.attribute("value") == text)
    #expect(hostile.elements(named: "a").contains { $0.text == "\(shown) one" })
  }

  @Test func aFailureIs503WithALinkThatAsksAgain() throws {
    let query = ShowListQuery(status: .ended, page: 2)
    let (page, outline) = outline(.failed(), query: query)
    #expect(page.status == 503)
    let alert = try #require(outline.elements.first { $0.attribute("role") == "alert" })
    #expect(alert.attribute("class") == "failed")
    #expect(outline.elements(named: "p").map(\.text).contains("TVMaze did not answer."))
    #expect(outline.elements(named: "p").map(\.text).contains("Check your connection."))
    let retry = try #require(outline.elements.first { $0.attribute("class") == "retry" })
    #expect(retry.attribute("href") == "/?status=ended&page=3")
    #expect(outline.elements.first { $0.attribute("rel") == "next" } == nil)
  }

  @Test func aPagePastTheEndIs404WithoutATryAgain() {
    let (page, outline) = outline(
      .failed(message: "There is no page 99 of the show index.", isRetryable: false),
      query: ShowListQuery(page: 99))
    #expect(page.status == 404)
    #expect(outline.elements(named: "p").map(\.text).contains("There is no page 99 of the show index."))
    #expect(outline.elements.first { $0.attribute("class") == "retry" } == nil)
    #expect(outline.elements.first { $0.attribute("rel") == "next" } == nil)
  }

  /// Pages are numbered from 1, as a person counts them, in their addresses and their links:
  /// the index's page 0 is Page 1.
  @Test func theIndexLinksToThePagesAroundItNumberedFromOne() {
    let (_, first) = outline(.mock(), query: ShowListQuery())
    #expect(first.elements.first { $0.attribute("rel") == "prev" } == nil)
    let next = first.elements.first { $0.attribute("rel") == "next" }
    #expect(next?.attribute("href") == "/?page=2")
    #expect(next?.text == "Page 2 →")
    #expect(first.elements.first { $0.attribute("aria-current") == "page" }?.text == "Page 1")
    let (_, third) = outline(.mock(), query: ShowListQuery(status: .running, page: 2))
    let previous = third.elements.first { $0.attribute("rel") == "prev" }
    #expect(previous?.attribute("href") == "/?status=running&page=2")
    #expect(previous?.text == "← Page 2")
    #expect(third.elements.first { $0.attribute("aria-current") == "page" }?.text == "Page 3")
    #expect(
      third.elements.first { $0.attribute("rel") == "next" }?.attribute("href") == "/?status=running&page=4")
  }

  @Test func aSearchIsOnePage() {
    let (_, outline) = outline(.mock(), query: ShowListQuery(search: "girls"))
    #expect(outline.elements.first { $0.attribute("aria-label") == "Pages" } == nil)
    #expect(outline.elements(named: "h1").map(\.text) == ["Search"])
    #expect(outline.elements(named: "title").map(\.text) == ["Search · TV Guide"])
  }

  /// A page asked for before its presenter displayed anything is a server error, not an empty list.
  @Test func aPageWithNothingDisplayedIs500() {
    let (page, outline) = outline(nil)
    #expect(page.status == 500)
    #expect(outline.elements(named: "li").isEmpty)
  }
}
