/// A show the import found and followed, with what it marked watched.
public struct ImportedShow: Hashable, Sendable {
  /// The id the export named it by.
  public var externalID: ExternalShowID
  /// TVMaze's id.
  public var showID: Int
  /// TVMaze's name; `nil` when the source gave none (or an earlier run's journal kept none).
  public var name: String?
  /// How many rows named it.
  public var rowCount: Int
  /// How many distinct episodes were marked watched.
  public var watchedCount: Int
  /// Whether this import followed it; `false` when it was followed already.
  public var isNewlyFollowed = true
  /// How many of its watched episodes were not marked before this import.
  public var newlyWatchedCount: Int

  /// Creates the entry.
  public init(externalID: ExternalShowID, showID: Int, name: String?, rowCount: Int, watchedCount: Int) {
    self.externalID = externalID
    self.showID = showID
    self.name = name
    self.rowCount = rowCount
    self.watchedCount = watchedCount
    newlyWatchedCount = watchedCount
  }
}
