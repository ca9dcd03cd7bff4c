import FlyingSocks
import Foundation

/// A response body that fails after its first bytes: the server then closes the connection
/// without sending the rest of the `Content-Length` it announced.
struct CutOffBody: AsyncBufferedSequence {
  typealias Element = UInt8

  /// What goes out before the cut.
  let sent: Data

  func makeAsyncIterator() -> Iterator {
    Iterator(pending: sent)
  }

  /// Hands out `sent` in one piece, then fails.
  struct Iterator: AsyncBufferedIteratorProtocol {
    var pending: Data?

    mutating func next() async throws -> UInt8? {
      guard let first = pending?.first else { throw SocketError.disconnected }
      pending = pending?.dropFirst()
      return first
    }

    mutating func nextBuffer(suggested count: Int) async throws -> Data? {
      guard let buffer = pending, !buffer.isEmpty else { throw SocketError.disconnected }
      pending = nil
      return buffer
    }
  }
}
