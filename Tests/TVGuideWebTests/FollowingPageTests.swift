import TVGuidePresenter
import TVGuideTestSupport
import TVGuideWeb
import Testing

/// The followed shows' page writes what the following presenter displayed: each show linked,
/// its next episode and what is left to watch, and an Unfollow button carrying the run's token.
@MainActor @Suite struct FollowingPageTests {
  private let token = WebFormToken(value: "0123abcd")

  private func written(_ list: FollowingList = .following, _ state: (FollowingPage) -> Void) -> (
    WebDocument, HTMLOutline
  ) {
    let page = FollowingPage(list: list, token: token)
    state(page)
    return (page.page, HTMLOutline(parsing: page.page.html))
  }

  @Test func eachShowIsARowLinkedToItsPage() {
    let (page, outline) = written { $0.display(.mock()) }
    #expect(page.status == 200)
    #expect(outline.elements(named: "h1").map(\.text) == ["Following"])
    #expect(
      outline.elements.contains { $0.attribute("role") == "status" && $0.text == "You follow 2 shows:" })
    let links = outline.elements(named: "a").filter { $0.attribute("href")?.hasPrefix("/shows/") == true }
    #expect(links.map(\.text) == ["Plain show", "Girls"])
    #expect(links.map { $0.attribute("href") } == ["/shows/82", "/shows/139"])
    #expect(outline.elements(named: "td").map(\.text).contains("S02E05 Plain episode"))
    #expect(outline.elements(named: "td").map(\.text).contains("3 unwatched"))
  }

  /// `/next` is the agenda, not the table of `/following` (issue 37): days as headings, each
  /// episode with its time, its show linked, its code and title; the shows with no date counted.
  @Test func nextIsTheAgendaByDay() {
    let (page, outline) = written(.next) { $0.display(.agendaMock()) }
    #expect(page.status == 200)
    #expect(outline.elements(named: "table").isEmpty)
    #expect(outline.elements(named: "h2").map(\.text) == ["Today · Sun 8 Mar 2026"])
    let spans = outline.elements(named: "span").map { ($0.attribute("class") ?? "", $0.text) }
    #expect(
      spans.filter { ["time", "code", "title"].contains($0.0) }.map(\.1) == [
        "21:00", "S02E05", "Plain episode",
      ])
    let links = outline.elements(named: "a").filter { $0.attribute("href")?.hasPrefix("/shows/") == true }
    #expect(links.map { $0.attribute("href") } == ["/shows/82"])
    #expect(
      outline.elements.contains { $0.attribute("class") == "not-listed" && $0.text == "Not listed: 1 ended." }
    )
  }

  @Test func eachRowHasAnUnfollowButtonThatPostsTheTokenAndComesBack() {
    let (_, outline) = written(.following) { $0.display(.mock()) }
    let forms = outline.elements(named: "form").filter { $0.attribute("method") == "post" }
    #expect(forms.map { $0.attribute("action") } == ["/shows/82/unfollow", "/shows/139/unfollow"])
    let hidden = outline.elements(named: "input").filter { $0.attribute("type") == "hidden" }
    #expect(
      hidden.filter { $0.attribute("name") == "token" }.map { $0.attribute("value") } == [
        "0123abcd", "0123abcd",
      ])
    #expect(
      hidden.filter { $0.attribute("name") == "return" }.map { $0.attribute("value") } == [
        "/following", "/following",
      ])
    #expect(outline.elements(named: "h1").map(\.text) == ["Following"])
  }

  /// A followed show that could not be read (an id no show has) is said, and on the web,
  /// which has no `tvguide unfollow`, it has an Unfollow button of its own (issue 36).
  @Test func aShowLeftOutIsSaidAndCanBeUnfollowed() {
    var viewModel = FollowingViewModel.mock()
    viewModel.warning =
      "Followed show 999999999 is left out, as it could not be read: There is no show with id 999999999."
    viewModel.leftOutShowIDs = [999_999_999]
    let (page, outline) = written { $0.display(viewModel) }
    #expect(page.status == 200)
    #expect(outline.elements.contains { $0.attribute("class") == "warning" && $0.text == viewModel.warning })
    let forms = outline.elements(named: "form").filter { $0.attribute("method") == "post" }
    #expect(
      forms.map { $0.attribute("action") } == [
        "/shows/999999999/unfollow", "/shows/82/unfollow", "/shows/139/unfollow",
      ])
  }

  @Test func noShowFollowedHasNoTable() {
    let (page, outline) = written {
      $0.display(FollowingViewModel(headline: "You follow no shows yet.", rows: []))
    }
    #expect(page.status == 200)
    #expect(outline.elements(named: "table").isEmpty)
  }

  @Test(arguments: HostileText.all)
  func hostileTextStaysText(_ text: String) {
    let (_, plain) = written { $0.display(.mock()) }
    let (_, hostile) = written { $0.display(.mock(text: text)) }
    let shown = HostileText.parsed(text)
    #expect(hostile.shape == plain.shape)
    #expect(hostile.elements(named: "a").contains { $0.text == "\(shown) show" })
  }

  @Test func aFailureThatMayPassIs503WithARetryOfTheList() {
    let (page, outline) = written(.next) {
      $0.displayError(
        ErrorViewModel(message: "TVMaze did not answer.", hint: "Try later.", isRetryable: true))
    }
    #expect(page.status == 503)
    #expect(outline.elements.first { $0.attribute("class") == "retry" }?.attribute("href") == "/next")
  }

  /// A button's post: the browser goes on to the page the action names once the change was made.
  @Test func aChangeMadeGoesOnToItsPage() {
    let page = FollowingPage(list: .following, token: token)
    page.display(FollowingViewModel(headline: "Following Girls (139).", rows: []))
    #expect(
      page.outcome(after: WebAction(showID: 139, change: .follow(true), returnRoute: .following))
        == .redirect("/following"))
    #expect(
      page.outcome(after: WebAction(showID: 82, change: .watched(true, season: 2, number: 5)))
        == .redirect("/shows/82#season-2"))
  }

  @Test func aChangeRefusedIsItsFailurePageWithoutARetry() throws {
    let page = FollowingPage(list: .following, token: token)
    page.displayError(
      ErrorViewModel(message: "There is no show with id 9.", hint: "Try later.", isRetryable: false))
    guard case .failed(let document) = page.outcome(after: WebAction(showID: 9, change: .follow(true))) else {
      Issue.record("the change was not refused")
      return
    }
    #expect(document.status == 404)
    let outline = HTMLOutline(parsing: document.html)
    #expect(outline.elements(named: "p").map(\.text).contains("There is no show with id 9."))
    #expect(!outline.elements.contains { $0.attribute("class") == "retry" })
  }
}
