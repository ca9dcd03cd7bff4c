/// Counts calls from any task, for stubs that answer differently the second time (a retry).
public actor CallCounter {
  public private(set) var count = 0

  public init() {}

  /// Counts one call and returns its number, starting at 1.
  public func next() -> Int {
    count += 1
    return count
  }
}
