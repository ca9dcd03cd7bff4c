/// Why an import stopped part way, and what it left undone: the shows from the one it was
/// looking up or saving when the failure came, in the order the file names them.
public struct ImportInterruption: Hashable, Sendable {
  /// What went wrong: the lookup source's failure, or the follow store's.
  public var error: ShowDataError
  /// The shows not applied, in file order; the first is the one that failed.
  public var pendingShows: [ExternalShowID]
  /// How many of the file's rows name those shows.
  public var pendingRows: Int

  /// Creates the interruption.
  public init(error: ShowDataError, pendingShows: [ExternalShowID], pendingRows: Int) {
    self.error = error
    self.pendingShows = pendingShows
    self.pendingRows = pendingRows
  }
}
