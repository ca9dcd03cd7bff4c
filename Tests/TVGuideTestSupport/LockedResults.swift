import Foundation

/// Collects strings from several threads at once, e.g. the errors of a concurrent test.
public final class LockedResults: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [String] = []

  public init() {}

  public var values: [String] { lock.withLock { collected } }

  public func append(_ value: String) { lock.withLock { collected.append(value) } }
}
