import Foundation

/// A value made on first use and kept: the first caller makes it while later ones wait for it,
/// and a making that fails leaves it to be tried again by the next caller.
///
/// Behind an `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`: on Linux a
/// contended `Mutex` waits in a futex that Thread Sanitizer cannot see, so a caller that waited
/// for the maker and then used what it made was reported as racing with it.
final class MadeOnce<Value: Sendable>: @unchecked Sendable {
  // @unchecked: `made` is only read and written while `lock` is held.
  private let lock = NSLock()
  private var made: Value?

  /// A slot holding `value` already, or an empty one when it is `nil`.
  init(_ value: Value? = nil) {
    made = value
  }

  /// The value, made now by `make` when there is none yet.
  func value(orMake make: () throws -> Value) rethrows -> Value {
    try lock.withLock {
      if let made { return made }
      let value = try make()
      made = value
      return value
    }
  }

  /// The value when it has been made; `nil` without making it.
  var madeValue: Value? {
    lock.withLock { made }
  }
}
