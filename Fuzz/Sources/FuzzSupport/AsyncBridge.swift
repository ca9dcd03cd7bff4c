import Dispatch

/// Runs async code to completion from libFuzzer's synchronous callback.
///
/// The use cases under test are `async`; the callback must return only once they are done,
/// so it waits on a semaphore while the work runs on the global executor. The callback
/// runs on the main thread, never on the executor's pool, so the wait cannot starve it.
public enum AsyncBridge {
  public static func run<Value: Sendable>(_ operation: @escaping @Sendable () async -> Value) -> Value {
    let slot = ResultSlot<Value>()
    let done = DispatchSemaphore(value: 0)
    Task {
      slot.store(await operation())
      done.signal()
    }
    done.wait()
    return slot.take()
  }
}
