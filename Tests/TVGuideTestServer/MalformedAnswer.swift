import Foundation

/// An answer no HTTP library would write, as a broken or hostile server sends it; what
/// `RawAnswerServer` sends for every request.
public enum MalformedAnswer: Sendable, Equatable {
  /// `HTTP/1.1 200 OK` and nothing more: the connection closes before any header.
  case statusLineThenClose
  /// A status line and headers, then the connection closes before the blank line.
  case headersThenClose
  /// Part of a status line (`HTTP/1.1 20`), then the connection closes.
  case closeMidStatusLine
  /// A head whose `Content-Length` is `-1`, then a body.
  case negativeContentLength
  /// An HTTP/0.9 answer: a body with no status line or headers at all.
  case http09
  /// A head with one header line of this many bytes.
  case hugeHeader(bytes: Int)
  /// A head with this many short header lines, then a valid body.
  case manyHeaders(count: Int)
  /// A well-formed answer with this JSON body, for checking the server itself.
  case json(String)

  /// The bytes sent on each connection, made as they are asked for.
  var bytes: Data {
    let body = #"{"id":1,"name":"Pilot"}"#
    switch self {
    case .statusLineThenClose:
      return Data("HTTP/1.1 200 OK\r\n".utf8)
    case .headersThenClose:
      return Data("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 22\r\n".utf8)
    case .closeMidStatusLine:
      return Data("HTTP/1.1 20".utf8)
    case .negativeContentLength:
      return Data(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: -1\r\n\r\n\(body)".utf8)
    case .http09:
      return Data(body.utf8)
    case .hugeHeader(let count):
      var head = Data("HTTP/1.1 200 OK\r\nX-Padding: ".utf8)
      head.append(Data(repeating: UInt8(ascii: "a"), count: count))
      return head + Self.ending(body)
    case .manyHeaders(let count):
      var head = Data("HTTP/1.1 200 OK\r\n".utf8)
      for index in 0..<count { head.append(Data("X-Header-\(index): v\r\n".utf8)) }
      return head + Self.ending(body).dropFirst(2)
    case .json(let text):
      return Data("HTTP/1.1 200 OK\r\n".utf8) + Self.ending(text).dropFirst(2)
    }
  }

  /// The line break that ends a header, the last headers, the blank line and `body`.
  private static func ending(_ body: String) -> Data {
    Data(
      "\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        .utf8)
  }
}
