import Foundation

extension BinaryRunner {
  /// Runs the binary on a thread of its own, so that waiting for it never blocks the
  /// threads the in-process test server answers it on.
  public func runInBackground(_ arguments: [String]) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(with: Swift.Result { try run(arguments) })
      }
    }
  }
}
