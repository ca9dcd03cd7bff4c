import CompressNIO
import Foundation
import Hummingbird
import TVGuideInteractor
import TVGuideWeb

/// Turns a page or an asset into a response: its ETag (and 304 when the browser holds it),
/// gzip when the browser takes it and the body is worth it, no body for HEAD, and the headers
/// that keep data from acting (the Content-Security-Policy forbids inline script and style:
/// the pages have none, and a `<script>` that got into one would not run).
enum EncodedBody {
  /// Pictures from this server only: every poster comes through `/posters/ID`, so a page loads
  /// nothing from another site (and tells no other site what the user looks at).
  static let contentSecurityPolicy =
    "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; form-action 'self'; "
    + "base-uri 'none'; frame-ancestors 'none'"
  /// Below this many bytes gzip saves less than its header and the work costs.
  static let minimumCompressedBytes = 1024

  static func page(_ page: EncodedPage, for request: Request) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "text/html; charset=utf-8"
    headers[.cacheControl] = "no-cache"
    return response(page, headers: headers, for: request)
  }

  static func asset(_ asset: WebAsset, for request: Request) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = asset.contentType
    headers[.cacheControl] = "max-age=3600"
    return response(
      encodedAssets[asset] ?? EncodedPage(status: 200, bytes: []), headers: headers, for: request)
  }

  /// A poster as the picture it is (never gzipped: a JPEG does not shrink), kept by the
  /// browser for a day: a show's poster seldom changes.
  static func poster(_ image: PosterImage, for request: Request) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = image.format.mediaType
    headers[.cacheControl] = "max-age=86400"
    return response(
      EncodedPage(status: 200, bytes: Array(image.bytes), compresses: false), headers: headers, for: request)
  }

  /// The empty picture of a show without a poster, kept a minute: a poster fetched since (the
  /// live source back in reach) shows on a later visit.
  static func noPoster(status: Int, for request: Request) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = NoPosterPicture.contentType
    headers[.cacheControl] = "max-age=60"
    let page =
      status == 200 ? noPosterPicture : EncodedPage(status: status, bytes: Array(NoPosterPicture.svg.utf8))
    return response(page, headers: headers, for: request)
  }

  private static let noPosterPicture = EncodedPage(status: 200, bytes: Array(NoPosterPicture.svg.utf8))

  /// The assets never change while the server runs: encoded once.
  private static let encodedAssets = Dictionary(
    uniqueKeysWithValues: WebAsset.allCases.map {
      ($0, EncodedPage(status: 200, bytes: Array($0.contents.utf8)))
    })

  private static func response(_ page: EncodedPage, headers: HTTPFields, for request: Request) -> Response {
    var headers = headers
    headers[.contentSecurityPolicy] = contentSecurityPolicy
    headers[.xContentTypeOptions] = "nosniff"
    headers[.vary] = "Accept-Encoding"
    let gzipped = acceptsGzip(request) ? page.gzipped : nil
    let tag = "\"\(page.tag)\(gzipped == nil ? "" : "-gz")\""
    headers[.eTag] = tag
    if page.status == .ok, matches(request.headers[.ifNoneMatch], tag) {
      return Response(status: .notModified, headers: headers)
    }
    if gzipped != nil { headers[.contentEncoding] = "gzip" }
    let buffer = gzipped ?? page.plain
    headers[.contentLength] = String(buffer.readableBytes)
    guard request.method != .head else { return Response(status: page.status, headers: headers) }
    return Response(status: page.status, headers: headers, body: ResponseBody(byteBuffer: buffer))
  }

  private static func acceptsGzip(_ request: Request) -> Bool {
    guard let accepted = request.headers[.acceptEncoding] else { return false }
    return accepted.split(separator: ",").contains { coding in
      let parts = coding.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.first?.lowercased() == "gzip" else { return false }
      // A weight of zero (`q=0`, `q=0.0`, `q=0.000`) refuses the coding; an unreadable one
      // counts as the default weight, 1.
      return !parts.dropFirst().contains { parameter in
        let pair = parameter.replacingOccurrences(of: " ", with: "").lowercased()
        return pair.hasPrefix("q=") && Double(pair.dropFirst(2)) == 0
      }
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
