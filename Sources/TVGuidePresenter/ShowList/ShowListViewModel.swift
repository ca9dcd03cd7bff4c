/// Everything the show list screen prints.
public struct ShowListViewModel: Equatable, Sendable {
  /// The shows to list, in the order shown.
  public var rows: [ShowRow]
  /// The line under the search bar.
  public var status: ShowListStatus
  /// Set when the data may be out of date, e.g. served from the store while offline.
  public var notice: String?
  /// Set when the shows could not be saved for offline use: about the app, not the shows.
  public var warning: String?
  /// The rows' shows for `--json`; set only when the presenter is asked to build it.
  package var document: [ShowSummaryDocument]?

  /// Creates a list to print; by default with no notice or warning.
  public init(rows: [ShowRow], status: ShowListStatus, notice: String? = nil, warning: String? = nil) {
    self.rows = rows
    self.status = status
    self.notice = notice
    self.warning = warning
  }
}
