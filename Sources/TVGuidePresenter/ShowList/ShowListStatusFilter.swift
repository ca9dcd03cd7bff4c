import TVGuideInteractor

/// Which status the show list keeps, and the error of a status name no filter answers to
/// (line mode's `status NAME`), which the status line shows until the next filter or search.
struct ShowListStatusFilter {
  private(set) var current: ShowStatusFilter
  private var unknownName: String?
  private let sanitizer: any TextSanitizing
  private let statuses: ShowListStatusFormatter

  init(_ filter: ShowStatusFilter, sanitizer: any TextSanitizing, statuses: ShowListStatusFormatter) {
    current = filter
    self.sanitizer = sanitizer
    self.statuses = statuses
  }

  /// Picks `filter`; returns whether the list must be read again for it.
  mutating func select(_ filter: ShowStatusFilter) -> Bool {
    unknownName = nil
    guard filter != current else { return false }
    current = filter
    return true
  }

  /// The filter `name` stands for as typed (e.g. `tbd`); an unknown name is kept for the
  /// status line, and `nil` returned.
  mutating func filter(named name: String) -> ShowStatusFilter? {
    guard let filter = ShowStatusFilter(name: name) else {
      unknownName = statuses.unknownStatusFilter(sanitizer.singleLine(name))
      return nil
    }
    return filter
  }

  /// Forgets an unknown name, once the user does something else.
  mutating func forgetUnknownName() {
    unknownName = nil
  }

  /// `status` with the filter named before it, or the error of an unknown name instead.
  func decorating(_ status: ShowListStatus) -> ShowListStatus {
    if let unknownName { return ShowListStatus(kind: .failed, message: unknownName) }
    guard status.kind != .failed else { return status }
    var decorated = status
    decorated.message = statuses.filtered(status.message, by: current)
    return decorated
  }
}
