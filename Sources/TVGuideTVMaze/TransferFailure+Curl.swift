import CCurl

extension TransferFailure {
  /// How much of the answer's head had arrived when the transfer ended.
  enum HeadProgress {
    case none, begun, complete
  }

  /// The failure libcurl's `code` means, given how far the answer had come. A transfer that
  /// libcurl calls done without the head's blank line is a head cut off: that is the answer
  /// URLSession trapped on.
  init(curlCode code: CURLcode, connected: Bool, head: HeadProgress) {
    switch (code, head) {
    case (CURLE_OPERATION_TIMEDOUT, _):
      self = connected ? .timedOut : .connectTimedOut
    case (CURLE_ABORTED_BY_CALLBACK, _):
      self = .cancelled
    case (CURLE_BAD_CONTENT_ENCODING, _):
      self = .undecodableBody
    // HTTP/0.9, or a first line libcurl cannot read as a status line.
    case (CURLE_UNSUPPORTED_PROTOCOL, .none), (CURLE_WEIRD_SERVER_REPLY, .none):
      self = .notHTTP
    // A header libcurl refused (a negative Content-Length, say) or a line past its 100 KB.
    case (CURLE_WEIRD_SERVER_REPLY, _):
      self = .malformedHead(.refused)
    case (CURLE_OUT_OF_MEMORY, .none), (CURLE_OUT_OF_MEMORY, .begun):
      self = .malformedHead(.tooLarge(limit: HTTPHeadReader.maximumSize))
    case (_, .begun):
      self = .malformedHead(.cutOff)
    case (_, .complete):
      self = .cutOff
    default:
      self = .unreachable
    }
  }
}
