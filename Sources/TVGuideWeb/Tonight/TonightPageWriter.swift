import Plot
import TVGuideInteractor
import TVGuidePresenter

/// Writes a day's schedule as HTML: a form to pick the day, the country and TV or web, then
/// one section per time slot, the episodes of followed shows marked.
struct TonightPageWriter {
  let query: TonightQuery
  private let router = WebRouter()
  private let layout = WebLayout()
  private static let title = "Tonight"

  func page(for state: WebPageState<TonightViewModel>) -> WebDocument {
    switch state {
    case .loading(let message):
      return document(status: 500, .p(.safeText(message)), form: dayForm(day: query.date?.description))
    case .failed(let error):
      let failure = WebFailure(
        message: error.message, hint: error.hint,
        retry: error.isRetryable ? router.address(of: .tonight(query)) : nil)
      return document(
        status: error.isRetryable ? 503 : 404, failure.node, form: dayForm(day: query.date?.description))
    case .shown(let schedule):
      // The form shows the day on screen, also the one taken when none was asked.
      return document(
        status: 200, content(schedule), form: dayForm(day: schedule.day, country: schedule.country))
    }
  }

  private func document(status: Int, _ content: Node<HTML.BodyContext>, form: Node<HTML.BodyContext>)
    -> WebDocument
  {
    WebDocument(
      status: status,
      html: layout.document(title: Self.title, query: ShowListQuery(), content: .group(form, content)))
  }

  private func content(_ schedule: TonightViewModel) -> Node<HTML.BodyContext> {
    .group(
      .h1(.safeText(schedule.title)),
      .unwrap(schedule.notice) { .p(.class("notice"), .safeText($0)) },
      .group(schedule.slots.map(slot)),
      .unwrap(schedule.footer) { .p(.class("status"), .safeText($0)) }
    )
  }

  private func slot(_ slot: TonightSlot) -> Node<HTML.BodyContext> {
    .section(
      .class("slot"),
      .h2(.safeText(slot.time)),
      .ul(.class("schedule"), .group(slot.rows.map(row)))
    )
  }

  private func row(_ row: TonightRow) -> Node<HTML.ListContext> {
    .li(
      row.isFollowed ? .class("followed") : .empty,
      row.isFollowed
        ? .span(.class("mark"), .safeAttribute("title", "You follow this show"), .safeText("★ ")) : .empty,
      showName(row), .safeText(" " + row.episode),
      .unwrap(row.channel) { .span(.class("channel"), .safeText(" · " + $0)) }
    )
  }

  /// The show's name, a link to the show when the schedule names it.
  private func showName(_ row: TonightRow) -> Node<HTML.BodyContext> {
    guard let id = row.showID else { return .strong(.safeText(row.show)) }
    return .a(
      .class("show"), .safeAttribute("href", router.address(of: .show(id: id))), .strong(.safeText(row.show)))
  }

  /// A plain GET form: the day, the country, TV or web, filled with `day` and `country` (else
  /// the query's); the router checks what it sends.
  private func dayForm(day: String?, country: String? = nil) -> Node<HTML.BodyContext> {
    .form(
      .class("day"), .safeAttribute("method", "get"),
      .safeAttribute("action", router.address(of: .tonight(TonightQuery(kind: .tv)))),
      .label(
        .safeText("Day "),
        .selfClosedElement(
          named: "input",
          attributes: [
            .safe("type", "date"), .safe("name", "date"), .safe("value", day ?? ""),
          ])),
      .label(
        .safeText(" Country "),
        .selfClosedElement(
          named: "input",
          attributes: [
            .safe("type", "text"), .safe("name", "country"), .safe("value", country ?? query.country ?? ""),
            .safe("maxlength", "2"), .safe("size", "2"), .safe("pattern", "[A-Za-z]{2}"),
          ])),
      .label(
        .selfClosedElement(
          named: "input",
          attributes: [.safe("type", "checkbox"), .safe("name", "web"), .safe("value", "1")]
            + (query.kind == .web ? [.safe("checked", "checked")] : [])),
        .safeText(" streaming services")),
      .button(.type(.submit), .safeText("Show"))
    )
  }
}
