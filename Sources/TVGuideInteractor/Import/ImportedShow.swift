/// A show the import found and followed, with what it marked watched.
public struct ImportedShow: Hashable, Sendable {
  /// The id the export named it by.
  public var externalID: ExternalShowID
  /// TVMaze's id.
  public var showID: Int
  /// TVMaze's name; `nil` when the lookup was remembered from an earlier run.
  public var name: String?
  /// How many rows named it.
  public var rowCount: Int
  /// How many distinct episodes were marked watched.
  public var watchedCount: Int

  /// Creates the entry.
  public init(externalID: ExternalShowID, showID: Int, name: String?, rowCount: Int, watchedCount: Int) {
    self.externalID = externalID
    self.showID = showID
    self.name = name
    self.rowCount = rowCount
    self.watchedCount = watchedCount
  }
}
