/// Counts a benchmark's key presses, so that it goes back to the top before the selection
/// reaches the end of the show, where a key would no longer move it.
@MainActor
final class PressCounter {
  private var count = 0

  /// The number of presses before this one.
  func next() -> Int {
    defer { count += 1 }
    return count
  }
}
