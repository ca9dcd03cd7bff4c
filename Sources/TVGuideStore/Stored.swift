import Foundation

/// A value read from the store, with when it was fetched from TVMaze.
public struct Stored<Value: Sendable>: Sendable {
  /// The value as saved.
  public var value: Value
  /// When the value was fetched from TVMaze, not when it was last read.
  public var savedAt: Date

  /// Wraps `value` with the time it was fetched.
  public init(_ value: Value, savedAt: Date) {
    self.value = value
    self.savedAt = savedAt
  }
}
