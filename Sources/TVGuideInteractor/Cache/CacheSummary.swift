import Foundation

/// What the local store holds, for `tvguide cache info`.
public struct CacheSummary: Sendable, Equatable {
  /// The folder the store lives in.
  public var location: String
  /// The store's files on disk, the write-ahead log included.
  public var sizeInBytes: Int64
  /// How many shows are saved.
  public var showCount: Int
  /// How many shows have their episode list saved.
  public var episodeListCount: Int
  /// How many pages of the show index are saved.
  public var indexPageCount: Int
  /// How many search answers are saved.
  public var searchCount: Int
  /// When the oldest and the newest of the saved answers were fetched; `nil` when empty.
  public var oldestSave: Date?
  /// When the newest of the saved answers was fetched; `nil` when empty.
  public var newestSave: Date?
  /// Why the store could not be read, when `clear` removed it unread; nothing is counted then.
  public var damage: String?

  /// Creates a summary; by default an empty store at `location`.
  public init(
    location: String, sizeInBytes: Int64 = 0, showCount: Int = 0, episodeListCount: Int = 0,
    indexPageCount: Int = 0, searchCount: Int = 0, oldestSave: Date? = nil, newestSave: Date? = nil,
    damage: String? = nil
  ) {
    self.location = location
    self.sizeInBytes = sizeInBytes
    self.showCount = showCount
    self.episodeListCount = episodeListCount
    self.indexPageCount = indexPageCount
    self.searchCount = searchCount
    self.oldestSave = oldestSave
    self.newestSave = newestSave
    self.damage = damage
  }

  /// Nothing saved at all.
  public var isEmpty: Bool {
    showCount == 0 && episodeListCount == 0 && indexPageCount == 0 && searchCount == 0
  }
}
