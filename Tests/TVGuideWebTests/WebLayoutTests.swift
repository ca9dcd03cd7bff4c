import Plot
import TVGuideInteractor
import TVGuideTestSupport
import Testing

@testable import TVGuideWeb

/// What every page has: the search form showing the query, assets by address only (the
/// Content-Security-Policy forbids inline script and style), and TVMaze's credit.
@Suite struct WebLayoutTests {
  private func outline(_ query: ShowListQuery = ShowListQuery()) -> HTMLOutline {
    HTMLOutline(parsing: WebLayout().document(title: "Title", query: query, content: .p(.text("Body"))))
  }

  @Test func scriptAndStyleComeFromTheServersFilesOnly() {
    let outline = outline()
    let scripts = outline.elements(named: "script")
    #expect(scripts.map { $0.attribute("src") } == ["/static/search.js"])
    #expect(scripts.allSatisfy { $0.text.isEmpty })
    #expect(outline.elements(named: "style").isEmpty)
    #expect(
      !outline.elements.contains { $0.attributes.contains { $0.name == "style" || $0.name.hasPrefix("on") } })
    #expect(outline.elements(named: "link").map { $0.attribute("href") } == ["/static/tvguide.css"])
  }

  @Test func theSearchFormShowsTheQueryAndItsStatus() {
    let outline = outline(ShowListQuery(search: "girls", status: .ended))
    #expect(outline.elements(named: "form").first?.attribute("method") == "get")
    #expect(outline.elements(named: "input").first?.attribute("value") == "girls")
    #expect(outline.elements(named: "input").first?.attribute("maxlength") == "400")
    let options = outline.elements(named: "option")
    #expect(options.map { $0.attribute("value") } == ShowStatusFilter.allCases.map(\.name))
    #expect(options.filter { $0.attribute("selected") != nil }.map { $0.attribute("value") } == ["ended"])
  }

  @Test func everyPageCreditsTVMazeAndItsLicence() {
    let links = outline().elements(named: "a").map { $0.attribute("href") }
    #expect(links.contains("https://www.tvmaze.com/"))
    #expect(links.contains("https://creativecommons.org/licenses/by-sa/4.0/"))
    #expect(outline().elements(named: "html").first?.attribute("lang") == "en")
  }
}
