/// A row the import did not apply, and why.
public struct ImportProblem: Hashable, Sendable {
  /// Why a row was not applied.
  public enum Reason: Error, Hashable, Sendable {
    /// The row cannot be read: a number that is not one, a season without an episode.
    case malformed(String)
    /// The row names no show id the import can look up.
    case noShowID
    /// The row's ids are episodes' (Trakt's episodes export), which no show lookup finds.
    case episodeIDsOnly
    /// The same show and episode as the row on `firstLine`.
    case duplicate(firstLine: Int)
    /// TVMaze knows no show with this id.
    case unknownShow(ExternalShowID)
  }

  /// The line the row starts on.
  public var line: Int
  /// Why it was not applied.
  public var reason: Reason

  /// Creates a problem.
  public init(line: Int, reason: Reason) {
    self.line = line
    self.reason = reason
  }
}
