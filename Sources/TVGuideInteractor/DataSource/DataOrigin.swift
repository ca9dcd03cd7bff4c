import Foundation

/// Where a piece of data came from, so the user can be told when it may be out of date.
public enum DataOrigin: Hashable, Sendable {
  /// The catalog shipped with the app.
  case bundled
  /// TVMaze, just now or within the store's time-to-live.
  case live
  /// The local store, because TVMaze could not be reached; saved at the given time.
  case offline(savedAt: Date)

  /// The least fresh of two origins, for a screen built from two answers.
  public func combined(with other: DataOrigin) -> DataOrigin {
    switch (self, other) {
    case (.offline(let first), .offline(let second)): .offline(savedAt: min(first, second))
    case (.offline, _): self
    case (_, .offline): other
    case (.bundled, _), (_, .bundled): .bundled
    default: .live
    }
  }
}
