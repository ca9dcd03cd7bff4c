import CompressNIO
import Foundation
import Hummingbird
import TVGuideWeb

/// Turns a page or an asset into a response: its ETag (and 304 when the browser holds it),
/// gzip when the browser takes it and the body is worth it, no body for HEAD, and the headers
/// that keep data from acting (the Content-Security-Policy forbids inline script and style:
/// the pages have none, and a `<script>` that got into one would not run).
enum EncodedBody {
  static let contentSecurityPolicy =
    "default-src 'none'; img-src https: http:; style-src 'self'; script-src 'self'; form-action 'self'; "
    + "base-uri 'none'; frame-ancestors 'none'"
  /// Below this many bytes gzip saves less than its header and the work costs.
  static let minimumCompressedBytes = 1024

  static func page(_ page: WebDocument, for request: Request) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "text/html; charset=utf-8"
    headers[.cacheControl] = "no-cache"
    return response(
      status: HTTPResponse.Status(code: page.status), body: Array(page.html.utf8), headers: headers,
      for: request)
  }

  static func asset(_ asset: WebAsset, for request: Request) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = asset.contentType
    headers[.cacheControl] = "max-age=3600"
    return response(status: .ok, body: Array(asset.contents.utf8), headers: headers, for: request)
  }

  private static func response(
    status: HTTPResponse.Status, body: [UInt8], headers: HTTPFields, for request: Request
  ) -> Response {
    var headers = headers
    headers[.contentSecurityPolicy] = contentSecurityPolicy
    headers[.xContentTypeOptions] = "nosniff"
    headers[.vary] = "Accept-Encoding"
    let gzip = body.count >= minimumCompressedBytes && acceptsGzip(request)
    let tag = "\"\(ETag.of(body))\(gzip ? "-gz" : "")\""
    headers[.eTag] = tag
    if status == .ok, matches(request.headers[.ifNoneMatch], tag) {
      return Response(status: .notModified, headers: headers)
    }
    var buffer = ByteBuffer(bytes: body)
    if gzip, let compressed = try? buffer.compress(with: .gzip()) {
      buffer = compressed
      headers[.contentEncoding] = "gzip"
    }
    headers[.contentLength] = String(buffer.readableBytes)
    guard request.method != .head else { return Response(status: status, headers: headers) }
    return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: buffer))
  }

  private static func acceptsGzip(_ request: Request) -> Bool {
    guard let accepted = request.headers[.acceptEncoding] else { return false }
    return accepted.split(separator: ",").contains { coding in
      let parts = coding.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.first?.lowercased() == "gzip" else { return false }
      return !parts.dropFirst().contains { $0.replacingOccurrences(of: " ", with: "") == "q=0" }
    }
  }

  /// Whether `ifNoneMatch` (a list of tags, or `*`) names `tag`, weakly compared.
  private static func matches(_ ifNoneMatch: String?, _ tag: String) -> Bool {
    guard let ifNoneMatch else { return false }
    return ifNoneMatch.split(separator: ",").contains { candidate in
      let candidate = candidate.trimmingCharacters(in: .whitespaces)
      return candidate == "*" || candidate == tag || candidate == "W/" + tag
    }
  }
}
