import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input as asynchronous streams, read on a thread of its own so a blocking read
/// never holds up the main actor, where the screens live.
package enum TerminalInput {
  /// Raw bytes as they arrive (full-screen mode); finishes at end of input.
  package static func bytes() -> AsyncStream<[UInt8]> {
    AsyncStream { continuation in
      Thread.detachNewThread {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
          let count = read(STDIN_FILENO, &buffer, buffer.count)
          if count < 0, errno == EINTR { continue }
          guard count > 0 else { break }
          continuation.yield(Array(buffer[0..<count]))
        }
        continuation.finish()
      }
    }
  }

  /// Lines without their line break (line mode); finishes at end of input.
  package static func lines() -> AsyncStream<String> {
    AsyncStream { continuation in
      Thread.detachNewThread {
        while let line = readLine(strippingNewline: true) {
          continuation.yield(line)
        }
        continuation.finish()
      }
    }
  }
}
