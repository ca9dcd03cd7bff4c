/// One episode of the `next` agenda: when it airs, whose it is and what it is called.
public struct AgendaEntry: Equatable, Sendable {
  /// TVMaze's id of the show, for a link or a row that opens it.
  public var showID: Int
  /// The local time, `21:00`.
  public var time: String
  /// The show's name.
  public var show: String
  /// The episode's code, `S08E01`, or `Special`.
  public var code: String
  /// The episode's title; empty when it has none.
  public var title: String
  /// How many aired episodes of the show are left to watch, `3 unwatched`; empty when unknown.
  public var unwatched: String

  /// Creates an entry.
  public init(showID: Int, time: String, show: String, code: String, title: String, unwatched: String = "") {
    self.unwatched = unwatched
    self.showID = showID
    self.time = time
    self.show = show
    self.code = code
    self.title = title
  }
}
