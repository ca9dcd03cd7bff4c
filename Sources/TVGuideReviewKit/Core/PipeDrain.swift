import Foundation

/// Reads a pipe to its end on a thread of its own.
final class PipeDrain: @unchecked Sendable {
  private let lock = NSLock()
  private let finished = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      let read = handle.readDataToEndOfFile()
      lock.withLock { data = read }
      finished.signal()
    }
  }

  func wait() -> Data {
    finished.wait()
    return lock.withLock { data }
  }
}
