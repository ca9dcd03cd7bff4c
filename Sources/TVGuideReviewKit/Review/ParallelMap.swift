import Foundation

/// Maps an array on every core, keeping the order: parsing and reviewing files are
/// independent of each other.
///
/// The work runs on threads of its own with `DeepStack.size` of stack: the parser and every
/// syntax walk recurse once per level of nesting, and Dispatch's worker threads have too
/// little stack for the nesting a file within the review's limits may have (a few hundred
/// nested brackets overflowed them, issue 34).
enum ParallelMap {
  static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Result
  ) -> [Result] {
    guard !elements.isEmpty else { return [] }
    let results = ResultSlots<Result>(count: elements.count)
    let threads = min(elements.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
    DeepStack.runOnThreads(threads) {
      while let index = results.claimNext() {
        results.set(transform(elements[index]), at: index)
      }
    }
    return results.values
  }
}

/// One slot per element, written from many threads, and the next element to take.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
  private var slots: [Value?]
  private var next = 0
  private let lock = NSLock()

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func claimNext() -> Int? {
    lock.withLock {
      guard next < slots.count else { return nil }
      defer { next += 1 }
      return next
    }
  }

  func set(_ value: Value, at index: Int) {
    lock.withLock { slots[index] = value }
  }

  var values: [Value] {
    lock.withLock { slots.compactMap { $0 } }
  }
}
