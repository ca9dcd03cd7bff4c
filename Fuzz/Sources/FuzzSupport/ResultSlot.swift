import Synchronization

/// Carries one value from the task that computes it to the thread that waits for it.
final class ResultSlot<Value: Sendable>: Sendable {
  private let value = Mutex<Value?>(nil)

  func store(_ newValue: Value) {
    value.withLock { $0 = newValue }
  }

  /// The stored value; called only after the producer signalled that it stored one.
  func take() -> Value {
    guard let stored = value.withLock({ $0 }) else { fatalError("no value was stored") }
    return stored
  }
}
