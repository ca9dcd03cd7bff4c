import Foundation

/// Maps an array on every core, keeping the order: parsing and reviewing files are
/// independent of each other.
enum ParallelMap {
  static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    let results = ResultSlots<Result>(count: elements.count)
    DispatchQueue.concurrentPerform(iterations: elements.count) { index in
      results.set(transform(elements[index]), at: index)
    }
    return results.values
  }
}

/// One slot per element, written from many threads.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func set(_ value: Value, at index: Int) {
    lock.withLock { slots[index] = value }
  }

  var values: [Value] {
    lock.withLock { slots.compactMap { $0 } }
  }
}
