/// How one HTTP transfer failed, as `CurlTransfer` tells it from libcurl's code and from what
/// had arrived by then.
enum TransferFailure: Error, Sendable, Equatable {
  /// No answer began: the name did not resolve, the connection was refused or reset, TLS
  /// failed, or the server closed the connection before a whole status line.
  case unreachable
  /// Connecting (name resolution included) outlasted the connect timeout.
  case connectTimedOut
  /// The transfer outlasted its timeout after connecting.
  case timedOut
  /// What came back is not HTTP at all (HTTP/0.9, or bytes that are no status line).
  case notHTTP
  /// The head began but was malformed, too large or cut off.
  case malformedHead(MalformedHead)
  /// The body stopped short of its announced length, or the connection broke during it.
  case cutOff
  /// The body could not be decompressed with the encoding it announced.
  case undecodableBody
  /// Cancelled by the caller.
  case cancelled
}
