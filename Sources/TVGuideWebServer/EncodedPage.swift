import CompressNIO
import Hummingbird
import TVGuideWeb

/// A page as the server sends it, encoded once when written rather than for every request: its
/// bytes, its ETag, and its gzip form when it is worth one. Under 200 clients on a show of 3,000
/// episodes, gzip and the tag over every answer took four fifths of the server's time.
struct EncodedPage: CachedPage {
  let status: HTTPResponse.Status
  let plain: ByteBuffer
  let gzipped: ByteBuffer?
  /// The tag of the plain bytes, quoted; the gzip form's adds `-gz`.
  let tag: String
  let isWorthKeeping: Bool

  /// `bytes` sent with `status`; gzipped when they are `minimumCompressedBytes` or more and
  /// `compresses` (a JPEG's bytes are compressed already).
  init(status: Int, bytes: [UInt8], isWorthKeeping: Bool = true, compresses: Bool = true) {
    self.status = HTTPResponse.Status(code: status)
    plain = ByteBuffer(bytes: bytes)
    var buffer = plain
    gzipped =
      compresses && bytes.count >= EncodedBody.minimumCompressedBytes
      ? try? buffer.compress(with: .gzip()) : nil
    tag = ETag.of(bytes)
    self.isWorthKeeping = isWorthKeeping
  }

  /// `document` as sent.
  init(_ document: WebDocument) {
    self.init(
      status: document.status, bytes: Array(document.html.utf8), isWorthKeeping: document.isWorthKeeping)
  }
}
