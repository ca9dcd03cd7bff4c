import Plot
import TVGuidePresenter

/// Writes the followed shows as HTML: the presenter's headline, then, on `/following`, a table
/// of the shows with their next episode, how many are left to watch, and an Unfollow button
/// each; on `/next`, the agenda: the coming episodes under their days.
struct FollowingPageWriter {
  let list: FollowingList
  let token: WebFormToken
  private let router = WebRouter()
  private let layout = WebLayout()

  func page(for state: WebPageState<FollowingViewModel>) -> WebDocument {
    switch state {
    case .loading(let message):
      return WebDocument(
        status: 500,
        html: layout.document(title: list.title, query: ShowListQuery(), content: .p(.safeText(message))))
    case .failed(let error):
      return failure(error, retry: router.address(of: list.route))
    case .shown(let viewModel):
      return WebDocument(
        status: 200,
        html: layout.document(title: list.title, query: ShowListQuery(), content: content(viewModel)))
    }
  }

  /// The page of a failure; `retry` asks again when trying again may help.
  func failure(_ error: ErrorViewModel, retry: String?) -> WebDocument {
    let failure = WebFailure(message: error.message, hint: error.hint, retry: error.isRetryable ? retry : nil)
    return WebDocument(
      status: error.isRetryable ? 503 : 404,
      html: layout.document(title: list.title, query: ShowListQuery(), content: failure.node))
  }

  private func content(_ viewModel: FollowingViewModel) -> Node<HTML.BodyContext> {
    .group(
      .h1(.safeText(list.title)),
      .p(.class("status"), .safeAttribute("role", "status"), .safeText(viewModel.headline)),
      .unwrap(viewModel.notice) { .p(.class("notice"), .safeText($0)) },
      .unwrap(viewModel.warning) { .p(.class("warning"), .safeText($0)) },
      leftOut(viewModel.leftOutShowIDs),
      list == .next ? agenda(viewModel) : table(viewModel)
    )
  }

  /// `/next`: a heading per day and its episodes, then what the agenda leaves out.
  private func agenda(_ viewModel: FollowingViewModel) -> Node<HTML.BodyContext> {
    .group(
      .group(
        viewModel.agenda.map { day in
          .section(
            .class("agenda-day"),
            .h2(.safeText(day.title)),
            .ul(.class("agenda"), .group(day.entries.map(entry)))
          )
        }),
      .unwrap(viewModel.notListed) { .p(.class("not-listed"), .safeText($0)) }
    )
  }

  private func entry(_ entry: AgendaEntry) -> Node<HTML.ListContext> {
    .li(
      .span(.class("time"), .safeText(entry.time)), .safeText(" "),
      .a(.safeAttribute("href", router.address(of: .show(id: entry.showID))), .safeText(entry.show)),
      .safeText(" "), .span(.class("code"), .safeText(entry.code)),
      .if(!entry.title.isEmpty, .group(.safeText(" "), .span(.class("title"), .safeText(entry.title))))
    )
  }

  /// `/following`: a row per show.
  private func table(_ viewModel: FollowingViewModel) -> Node<HTML.BodyContext> {
    viewModel.rows.isEmpty
      ? .empty
      : .table(
        .class("following"),
        .tr(
          .th(.safeText("Show")), .th(.safeText("Next")), .th(.safeText("Episode")),
          .th(.safeText("To watch")), .th(.span(.class("visually-hidden"), .safeText("Unfollow")))),
        .group(viewModel.rows.map(row))
      )
  }

  /// The shows left out of the table, each with an Unfollow button: on the web there is no
  /// `tvguide unfollow` to remove an id no show has.
  private func leftOut(_ ids: [Int]) -> Node<HTML.BodyContext> {
    guard !ids.isEmpty else { return .empty }
    return .ul(
      .class("left-out"),
      .group(
        ids.map { id in
          .li(
            .safeText("Show \(id) "),
            .postButton(
              "Unfollow", to: router.address(ofChange: .follow(false), showID: id),
              fields: [(name: "return", value: router.address(of: list.route))], token: token,
              class: "unfollow"))
        }))
  }

  private func row(_ row: FollowingRow) -> Node<HTML.TableContext> {
    .tr(
      .td(.a(.safeAttribute("href", router.address(of: .show(id: row.showID))), .safeText(row.name))),
      .td(.safeText(row.when)), .td(.safeText(row.episode)), .td(.safeText(row.unwatched)),
      .td(
        .postButton(
          "Unfollow", to: router.address(ofChange: .follow(false), showID: row.showID),
          fields: [(name: "return", value: router.address(of: list.route))], token: token, class: "unfollow"))
    )
  }
}
