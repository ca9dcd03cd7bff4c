import FlyingSocks
import Foundation

/// A response body of `count` spaces made piece by piece as it is sent, so that a test can
/// send hundreds of megabytes without the server holding them.
struct GeneratedBody: AsyncBufferedSequence {
  typealias Element = UInt8

  let count: Int

  func makeAsyncIterator() -> Iterator {
    Iterator(remaining: count)
  }

  /// Hands out the spaces in buffers of at most the suggested size.
  struct Iterator: AsyncBufferedIteratorProtocol {
    var remaining: Int

    mutating func next() async throws -> UInt8? {
      guard remaining > 0 else { return nil }
      remaining -= 1
      return UInt8(ascii: " ")
    }

    mutating func nextBuffer(suggested count: Int) async throws -> Data? {
      guard remaining > 0 else { return nil }
      let size = Swift.min(Swift.max(count, 1), remaining)
      remaining -= size
      return Data(repeating: UInt8(ascii: " "), count: size)
    }
  }
}
