import Foundation

/// A value made on first use and kept: the first caller makes it while later ones wait for it,
/// and a making that fails leaves it to be tried again by the next caller. Once it is made,
/// reading it never waits for a making under way elsewhere.
///
/// Behind `NSLock`s (pthread mutexes) rather than `Synchronization.Mutex`: on Linux a
/// contended `Mutex` waits in a futex that Thread Sanitizer cannot see, so a caller that waited
/// for the maker and then used what it made was reported as racing with it.
final class MadeOnce<Value: Sendable>: @unchecked Sendable {
  // @unchecked: `made` is only read and written while `reading` is held.
  /// Held while the value is made (opening a database may wait seconds for another program).
  private let making = NSLock()
  /// Held only to read or set `made`, never across a making.
  private let reading = NSLock()
  private var made: Value?

  /// A slot holding `value` already, or an empty one when it is `nil`.
  init(_ value: Value? = nil) {
    made = value
  }

  /// The value, made now by `make` when there is none yet.
  func value(orMake make: () throws -> Value) rethrows -> Value {
    if let made = madeValue { return made }
    return try making.withLock {
      // Another caller may have made it while this one waited.
      if let made = madeValue { return made }
      let value = try make()
      reading.withLock { made = value }
      return value
    }
  }

  /// The value when it has been made; `nil` without making it or waiting for a making.
  var madeValue: Value? {
    reading.withLock { made }
  }
}
