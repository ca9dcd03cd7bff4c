/// What is wrong with an answer's status line and headers, in words that follow "the answer
/// from HOST was malformed:".
@_spi(Fuzzing) public enum MalformedHead: Error, Sendable, Equatable, CustomStringConvertible {
  /// The connection ended, or the server stopped, before the blank line that ends the head.
  case cutOff
  /// The first line is not `HTTP/VERSION CODE REASON`.
  case invalidStatusLine
  /// A header line is not `name: value` (or continues the one before, which HTTP/1.1 forbids).
  case invalidField
  /// `Content-Length` is not one whole number of bytes, or two of them disagree.
  case invalidContentLength
  /// More header lines than `limit`.
  case tooManyFields(limit: Int)
  /// A head longer than `limit` bytes.
  case tooLarge(limit: Int)
  /// The head was refused by libcurl itself, for a reason it does not tell.
  case refused

  /// The problem in words that end a sentence.
  public var description: String {
    switch self {
    case .cutOff: "its headers were cut off"
    case .invalidStatusLine: "its status line was not HTTP"
    case .invalidField: "a header line was not a name and a value"
    case .invalidContentLength: "its Content-Length was not a number of bytes"
    case .tooManyFields(let limit): "it had more than \(limit) header lines"
    case .tooLarge(let limit): "its headers were longer than \(limit / 1024) KB"
    case .refused: "its headers could not be read"
    }
  }
}
