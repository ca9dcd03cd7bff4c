import Foundation

/// Runs blocking work (waiting for a process, sleeping between polls) on a thread of its own.
/// Swift Testing runs tests on the small shared thread pool; blocking those threads starves
/// every other test and the in-process servers, so blocking work never runs there.
@discardableResult
public func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value
{
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread {
      continuation.resume(with: Result { try work() })
    }
  }
}
