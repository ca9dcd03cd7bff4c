import Foundation

/// A value read from the store, with when it was fetched from TVMaze.
public struct Stored<Value: Sendable>: Sendable {
  public var value: Value
  public var savedAt: Date

  public init(_ value: Value, savedAt: Date) {
    self.value = value
    self.savedAt = savedAt
  }
}
