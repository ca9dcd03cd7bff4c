import Plot
import TVGuideInteractor

/// What every page has around its content: the head, the search form, and the credit
/// TVMaze's licence (CC BY-SA 4.0) asks for wherever its data is shown.
struct WebLayout {
  private let router = WebRouter()

  /// The document of a page titled `title` showing `content`; the form shows `query`.
  func document(title: String, query: ShowListQuery, content: Node<HTML.BodyContext>) -> String {
    let html = HTML(
      .lang(.english),
      .head(
        .meta(.charset(.utf8)),
        .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
        .element(named: "title", nodes: [.safeText(title + " · TV Guide")]),
        .selfClosedElement(
          named: "link",
          attributes: [.safe("rel", "stylesheet"), .safe("href", router.address(of: .asset(.stylesheet)))]),
        .element(
          named: "script",
          attributes: [.safe("src", router.address(of: .asset(.script))), .safe("defer", "defer")])
      ),
      .body(
        .header(
          .a(.class("home"), .safeAttribute("href", "/"), .safeText("TV Guide")),
          sections,
          searchForm(query)
        ),
        .main(content),
        credit
      )
    )
    return html.render()
  }

  /// The guide's other pages: the followed shows, their next episodes, a day's schedule.
  private var sections: Node<HTML.BodyContext> {
    .nav(
      .class("sections"), .safeAttribute("aria-label", "Sections"),
      .group(
        [(WebRoute.following, "Following"), (.next, "Next"), (.tonight(TonightQuery(kind: .tv)), "Tonight")]
          .map {
            route, label in .a(.safeAttribute("href", router.address(of: route)), .safeText(label))
          })
    )
  }

  private func searchForm(_ query: ShowListQuery) -> Node<HTML.BodyContext> {
    .form(
      .class("search"), .safeAttribute("method", "get"), .safeAttribute("action", "/"),
      .safeAttribute("role", "search"),
      .selfClosedElement(
        named: "input",
        attributes: [
          .safe("type", "search"), .safe("name", "q"), .safe("value", query.search),
          .safe("placeholder", "Search shows"), .safe("aria-label", "Search shows"),
          .safe("maxlength", String(WebRouter.maximumQueryLength)),
        ]),
      .element(
        named: "select",
        nodes: [.safeAttribute("name", "status"), .safeAttribute("aria-label", "Status")]
          + ShowStatusFilter.allCases.map { option($0, selected: $0 == query.status) }),
      .button(.type(.submit), .safeText("Search"))
    )
  }

  private func option(_ filter: ShowStatusFilter, selected: Bool) -> Node<HTML.FormContext> {
    .element(
      named: "option",
      nodes: [
        .safeAttribute("value", filter.name), selected ? .safeAttribute("selected", "selected") : .empty,
        .safeText(filter == .all ? "any status" : filter.name),
      ])
  }

  private var credit: Node<HTML.BodyContext> {
    .footer(
      .safeText("Show data and images from "),
      .a(.safeAttribute("href", "https://www.tvmaze.com/"), .safeText("TVMaze")),
      .safeText(", under "),
      .a(
        .safeAttribute("href", "https://creativecommons.org/licenses/by-sa/4.0/"),
        .safeText("CC BY-SA 4.0")),
      .safeText(".")
    )
  }
}
