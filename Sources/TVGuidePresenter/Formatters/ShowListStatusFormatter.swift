import TVGuideInteractor

/// The words of the line under the search bar; the presenter decides which state it is in.
/// Queries come in already made safe to print.
package struct ShowListStatusFormatter: Sendable {
  private let statusNames: StatusFormatter
  private let settings: SettingNames

  /// `sanitizer` is the view's rule for text from data; `settings` numbers the pages as the
  /// front end does.
  package init(sanitizer: any TextSanitizing, settings: SettingNames = .plain) {
    statusNames = StatusFormatter(sanitizer: sanitizer)
    self.settings = settings
  }

  /// The mark of a show whose episodes can be read offline, in lists that mark them.
  package static let episodesHeldMark = "●"

  /// The idle line; it explains the mark when the list marks shows.
  package func browsing(marksEpisodesHeld: Bool = false) -> String {
    marksEpisodesHeld
      ? "Start typing to search · \(Self.episodesHeldMark) episodes offline" : "Start typing to search"
  }

  package func loadingShows() -> String { "Loading shows…" }

  /// A page of the index that holds no show (TVMaze's index has gaps).
  package func noShowsListed() -> String { "This page of the index has no shows." }

  package func searching(for query: String) -> String { "Searching for \"\(query)\"…" }

  /// `No shows match "xyz"`, `1 show matches "xyz"`, `10 shows match "xyz"`.
  package func matches(_ count: Int, for query: String) -> String {
    switch count {
    case 0: "No shows match \"\(query)\""
    case 1: "1 show matches \"\(query)\""
    default: "\(count) shows match \"\(query)\""
    }
  }

  // MARK: Status filter

  /// `message` behind the active filter, first so a narrow screen still shows it:
  /// `Status: Running · 3 shows match "girls"`. Unchanged without a filter.
  package func filtered(_ message: String, by filter: ShowStatusFilter) -> String {
    guard filter != .all else { return message }
    return "Status: \(statusNames.text(for: filter.status)) · \(message)"
  }

  /// `tvguide shows --status S --page N` past the last page of the filtered index.
  package func filteredPageNotFound(_ page: Int, by filter: ShowStatusFilter) -> ErrorViewModel {
    ErrorViewModel(
      message: "There is no page \(settings.pageNumber(page)) of the shows with status "
        + "\(statusNames.text(for: filter.status)).",
      hint:
        "Each page holds \(ShowStatusFilter.pageSize) shows of the status, from page \(settings.firstPageNumber).",
      isRetryable: false)
  }

  /// The whole index read and no show of the filter's status in it.
  package func noShowsWithStatus() -> String { "No show in the index has this status." }

  /// A status name no filter answers to (line mode's `status NAME`), already safe to print.
  package func unknownStatusFilter(_ name: String) -> String {
    let names = ShowStatusFilter.allCases.map(\.name)
    let choices = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    return "There is no status \"\(name)\": choose \(choices)."
  }
}
