/// One day of the `next` agenda: its heading and the episodes that air on it, in airing order.
public struct AgendaDay: Equatable, Sendable {
  /// `Today · Sun 14 Apr 2019`, `Tomorrow · …`, then the day alone.
  public var title: String
  /// The day's episodes, soonest first.
  public var entries: [AgendaEntry]

  /// Creates a day.
  public init(title: String, entries: [AgendaEntry]) {
    self.title = title
    self.entries = entries
  }
}
