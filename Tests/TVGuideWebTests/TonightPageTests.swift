import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideWeb
import Testing

/// A day's schedule page writes what the tonight presenter displayed: one section per time
/// slot, the followed shows marked, and a form that asks for another day.
@MainActor @Suite struct TonightPageTests {
  private func written(
    _ query: TonightQuery = TonightQuery(kind: .tv), _ state: (TonightPage) -> Void
  ) -> (WebDocument, HTMLOutline) {
    let page = TonightPage(query: query)
    state(page)
    return (page.page, HTMLOutline(parsing: page.page.html))
  }

  @Test func eachTimeSlotIsASectionAndFollowedShowsAreMarked() {
    let (page, outline) = written { $0.display(.mock()) }
    #expect(page.status == 200)
    #expect(outline.elements(named: "h2").map(\.text) == ["20:00", "21:00"])
    #expect(outline.elements(named: "section").count == 2)
    let rows = outline.elements(named: "li")
    #expect(rows.map { $0.attribute("class") } == ["followed", nil, nil])
    #expect(outline.elements(named: "strong").map(\.text) == ["Plain show", "Other", "Late"])
    #expect(outline.elements(named: "p").map(\.text).contains("The marked episode is of a show you follow."))
  }

  /// Every show the schedule names is a link to its show; a row without a show has no link.
  @Test func eachShowNameIsALinkToTheShow() {
    let (_, outline) = written { $0.display(.mock()) }
    let links = outline.elements(named: "a").filter { $0.attribute("class") == "show" }
    #expect(links.map { $0.attribute("href") } == ["/shows/82", "/shows/1"])
    // Each link holds its name; the last row, of no show, has its name without a link.
    #expect(outline.elements(named: "strong").map(\.text) == ["Plain show", "Other", "Late"])
    let html = TonightPage(query: TonightQuery(kind: .tv)).page.html
    #expect(!html.contains("class=\"show\""))
  }

  /// The form shows the day and country on screen, also when none was asked and the presenter
  /// took the newest day held.
  @Test func theFormShowsTheDayOnScreen() throws {
    let (_, outline) = written { $0.display(.mock()) }
    let inputs = outline.elements(named: "input")
    #expect(inputs.first { $0.attribute("name") == "date" }?.attribute("value") == "2019-01-19")
    #expect(inputs.first { $0.attribute("name") == "country" }?.attribute("value") == "US")
    #expect(inputs.first { $0.attribute("name") == "web" }?.attribute("checked") == nil)
  }

  /// A failure has no day on screen: the form shows the day asked.
  @Test func theFormOfAFailureShowsTheDayAsked() throws {
    let query = TonightQuery(kind: .web, date: CalendarDate(iso: "2024-01-14"), country: "gb")
    let (_, outline) = written(query) {
      $0.displayError(ErrorViewModel(message: "Not held.", hint: "Pick another day.", isRetryable: false))
    }
    let inputs = outline.elements(named: "input")
    #expect(inputs.first { $0.attribute("name") == "date" }?.attribute("value") == "2024-01-14")
    #expect(inputs.first { $0.attribute("name") == "country" }?.attribute("value") == "GB")
    #expect(inputs.first { $0.attribute("name") == "web" }?.attribute("checked") == "checked")
    let form = try #require(outline.elements(named: "form").first { $0.attribute("class") == "day" })
    #expect(form.attribute("method") == "get")
    #expect(form.attribute("action") == "/tonight")
  }

  @Test(arguments: HostileText.all)
  func hostileTextStaysText(_ text: String) {
    let (_, plain) = written { $0.display(.mock()) }
    let (_, hostile) = written { $0.display(.mock(text: text)) }
    #expect(hostile.shape == plain.shape)
    #expect(hostile.elements(named: "strong").first?.text == "\(HostileText.parsed(text)) show")
  }

  /// A day the source does not hold: asking again cannot help.
  @Test func aDayNotHeldIs404WithoutARetry() {
    let (page, outline) = written {
      $0.displayError(
        ErrorViewModel(
          message: "The bundled catalog has no TV schedule of 2020-01-01.", hint: "Try later.",
          isRetryable: false))
    }
    #expect(page.status == 404)
    #expect(!outline.elements.contains { $0.attribute("class") == "retry" })
    #expect(outline.elements(named: "form").contains { $0.attribute("class") == "day" })
  }
}
