import Plot
import TVGuidePresenter

/// Writes a show's view model as HTML: its poster and facts, its summary, and one section per
/// season with an anchor (`#season-2`), listed at the top so a long show stays easy to walk.
struct ShowDetailPageWriter {
  let showID: Int
  /// The server's token, which the buttons post; `nil` writes the page without buttons.
  let token: WebFormToken?
  private let router = WebRouter()
  private let layout = WebLayout()

  func page(for state: ShowDetailPageState) -> WebDocument {
    switch state {
    case .loading(let message):
      return WebDocument(
        status: 500,
        html: layout.document(title: "Show", query: ShowListQuery(), content: .p(.safeText(message))))
    case .failed(let error):
      let failure = WebFailure(
        message: error.message, hint: error.hint,
        retry: error.isRetryable ? router.address(of: .show(id: showID)) : nil)
      return WebDocument(
        status: error.isRetryable ? 503 : 404,
        html: layout.document(title: "Show not shown", query: ShowListQuery(), content: failure.node))
    case .shown(let show):
      return WebDocument(
        status: 200, html: layout.document(title: show.title, query: ShowListQuery(), content: content(show)))
    }
  }

  private func content(_ show: ShowDetailViewModel) -> Node<HTML.BodyContext> {
    .group(
      .div(
        .class("show-head"),
        .posterCard(showID: showID, address: show.poster, initials: show.initials, size: .full),
        .div(
          .h1(.safeText(show.title)),
          .unwrap(show.subtitle) { .p(.class("genres"), .safeText($0)) },
          .dl(.class("fields"), .group(show.fields.map(field))),
          .unwrap(WebAddress.checked(show.sourcePage)) { page in
            .p(.a(.safeAttribute("href", page), .safeText("This show on TVMaze")))
          },
          .unwrap(token) { token in
            .postButton(
              show.isFollowed ? "Unfollow" : "Follow",
              to: router.address(ofChange: .follow(!show.isFollowed), showID: showID), fields: [],
              token: token,
              class: "follow")
          }
        )
      ),
      .unwrap(show.notice) { .p(.class("notice"), .safeText($0)) },
      .unwrap(show.warning) { .p(.class("warning"), .safeText($0)) },
      .p(.class("summary"), .safeText(show.summary)),
      show.sections.isEmpty ? .p(.class("status"), .safeText(show.noEpisodesMessage)) : seasons(show.sections)
    )
  }

  private func field(_ field: DetailField) -> Node<HTML.DescriptionListContext> {
    .group(.dt(.safeText(field.label)), .dd(.safeText(field.value)))
  }

  private func seasons(_ sections: [SeasonSection]) -> Node<HTML.BodyContext> {
    .group(
      .nav(
        .class("seasons"), .safeAttribute("aria-label", "Seasons"),
        .ul(
          .group(
            sections.map { section in
              .li(.a(.safeAttribute("href", "#" + Self.anchor(section)), .safeText(section.title)))
            }))
      ),
      .group(sections.map(season))
    )
  }

  private func season(_ section: SeasonSection) -> Node<HTML.BodyContext> {
    .section(
      .class("season"), .id(Self.anchor(section)),
      .h2(.safeText(section.title)),
      .table(
        .class("episodes"),
        .group(section.rows.map(episode))
      )
    )
  }

  private func episode(_ row: EpisodeRow) -> Node<HTML.TableContext> {
    .tr(
      Self.classes(of: row),
      .td(.safeText(row.isWatched ? row.code + " ✓" : row.code)), .td(.safeText(row.title)),
      .td(.safeText(row.airdate)), .td(.safeText(row.runtime)),
      .unwrap(token) { token in .td(watchedButton(row, token: token)) }
    )
  }

  /// Marks the episode watched, or unwatched; an unnumbered one has nothing to mark.
  private static func classes(of row: EpisodeRow) -> Node<HTML.TableRowContext> {
    let names = [row.isSpecial ? "special" : nil, row.isWatched ? "watched" : nil].compactMap { $0 }
    return names.isEmpty ? .empty : .class(names.joined(separator: " "))
  }

  private func watchedButton(_ row: EpisodeRow, token: WebFormToken)
    -> Node<HTML.BodyContext>
  {
    .unwrap(row.number) { number in
      .postButton(
        row.isWatched ? "Unwatched" : "Watched",
        to: router.address(
          ofChange: .watched(!row.isWatched, season: row.season, number: number), showID: showID),
        fields: [
          (name: "season", value: String(row.season)), (name: "number", value: String(number)),
          (name: "return", value: router.address(of: .show(id: showID))),
        ],
        token: token, class: "watched")
    }
  }

  /// `season-2`; season numbers are numbers, so the anchor needs no escaping.
  static func anchor(_ section: SeasonSection) -> String {
    WebRouter.seasonAnchor(section.number)
  }
}
