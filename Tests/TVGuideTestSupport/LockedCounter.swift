import Foundation

/// Counts calls made from synchronous `@Sendable` closures, where `CallCounter` (an actor)
/// cannot be awaited.
public final class LockedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  public init() {}

  public var value: Int { lock.withLock { count } }

  public func increment() { lock.withLock { count += 1 } }
}
