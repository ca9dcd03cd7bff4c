import Plot
import TVGuidePresenter

/// Writes the show list's view model as HTML: the status line, the shows with their posters,
/// and the links to the pages around it. It decides nothing the presenter decides.
struct ShowListPageWriter {
  let query: ShowListQuery
  private let router = WebRouter()
  private let layout = WebLayout()

  func page(for viewModel: ShowListViewModel?) -> WebDocument {
    guard let viewModel else {
      return WebDocument(status: 500, html: layout.document(title: "Shows", query: query, content: .empty))
    }
    let failed = viewModel.status.kind == .failed
    let content: Node<HTML.BodyContext> = .group(
      .h1(.safeText(query.isSearch ? "Search" : "Shows")),
      notices(viewModel),
      status(viewModel.status),
      viewModel.rows.isEmpty ? .empty : .ul(.class("shows"), .group(viewModel.rows.map(item))),
      failed ? .empty : paging(shown: viewModel.rows.count)
    )
    // A page past the end of the index is not there (404); a source out of reach may answer
    // on another try (503).
    return WebDocument(
      status: failed ? (viewModel.status.isRetryable ? 503 : 404) : 200,
      html: layout.document(title: query.isSearch ? "Search" : "Shows", query: query, content: content))
  }

  private func notices(_ viewModel: ShowListViewModel) -> Node<HTML.BodyContext> {
    .group(
      .unwrap(viewModel.notice) { .p(.class("notice"), .safeText($0)) },
      .unwrap(viewModel.warning) { .p(.class("warning"), .safeText($0)) }
    )
  }

  private func status(_ status: ShowListStatus) -> Node<HTML.BodyContext> {
    guard status.kind == .failed else {
      return .p(.class("status"), .safeAttribute("role", "status"), .safeText(status.message))
    }
    let retry = status.isRetryable ? router.address(of: .showList(query)) : nil
    return WebFailure(message: status.message, hint: status.hint, retry: retry).node
  }

  private func item(_ row: ShowRow) -> Node<HTML.ListContext> {
    .li(
      .posterCard(showID: row.id, address: row.poster, initials: row.initials, size: .thumbnail),
      .div(
        .class("about"),
        .a(.safeAttribute("href", router.address(of: .show(id: row.id))), .safeText(row.name)),
        row.hasEpisodesHeld == true ? Self.episodesHeldMark : .empty,
        .span(
          .class("facts"),
          .safeText(
            [row.year, row.status, row.channel, row.rating].filter { !$0.isEmpty }.joined(separator: " · ")))
      )
    )
  }

  /// The mark the status line explains (`● episodes offline`), with the words for a screen
  /// reader, which would read the dot as nothing.
  private static var episodesHeldMark: Node<HTML.BodyContext> {
    .span(
      .class("held"), .safeAttribute("title", "Episodes offline"),
      .span(.safeAttribute("aria-hidden", "true"), .safeText(" " + ShowListStatusFormatter.episodesHeldMark)),
      .span(.class("visually-hidden"), .safeText(" (episodes offline)"))
    )
  }

  /// The index has pages; a search's matches are one. A page that shows nothing (the filter
  /// kept none of its shows) still leads on; only a page that is not there has no Next.
  private func paging(shown: Int) -> Node<HTML.BodyContext> {
    guard !query.isSearch else { return .empty }
    var previous = query
    previous.page -= 1
    var next = query
    next.page += 1
    return .nav(
      .class("pages"), .safeAttribute("aria-label", "Pages"),
      query.page > 0
        ? .a(
          .safeAttribute("href", router.address(of: .showList(previous))), .safeAttribute("rel", "prev"),
          .safeText("← Page \(Self.shown(previous.page))"))
        : .empty,
      .span(.safeAttribute("aria-current", "page"), .safeText("Page \(Self.shown(query.page))")),
      .a(
        .safeAttribute("href", router.address(of: .showList(next))), .safeAttribute("rel", "next"),
        .safeText("Page \(Self.shown(next.page)) →"))
    )
  }

  /// Index page `page` (from 0) as the page numbers it, from 1.
  private static func shown(_ page: Int) -> Int {
    SettingNames.web.pageNumber(page)
  }
}
