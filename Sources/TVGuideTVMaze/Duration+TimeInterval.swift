import Foundation

extension Duration {
  /// The same length of time in seconds, as Foundation's APIs take it.
  var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
