import Foundation
import Hummingbird
import TVGuideWeb

/// Answers every request: the web router names the route, the page is written by its module,
/// and `EncodedBody` adds what a real server owes a browser (ETag, gzip, HEAD). Requests
/// outside the routes get 404, methods other than GET and HEAD 405, and oversized ones 413/414.
struct WebResponder: HTTPResponder {
  typealias Context = BasicRequestContext

  /// The longest address read, in bytes; a browser's search form stays far below it.
  static let maximumAddressBytes = 2048
  /// The largest request body read: the pages take none, so any body is refused.
  static let maximumBodyBytes = 0

  let pages: WebPages
  let cache = WebPageCache<ContinuousClock, EncodedPage>()
  private let router = WebRouter()

  func respond(to request: Request, context: Context) async throws -> Response {
    if let refusal = refusal(of: request) { return refusal }
    let query = Dictionary(
      request.uri.queryParameters.map { (String($0.key), String($0.value)) },
      uniquingKeysWith: { first, _ in first })
    guard let route = router.route(path: request.uri.path, query: query) else {
      return EncodedBody.page(WebNotFound.page, for: request)
    }
    if case .asset(let asset) = route {
      return EncodedBody.asset(asset, for: request)
    }
    let pages = pages
    let page = await cache.page(for: route) { await pages.page(for: route).map(EncodedPage.init) }
    return EncodedBody.page(page ?? WebNotFound.page, for: request)
  }

  private func refusal(of request: Request) -> Response? {
    guard request.method == .get || request.method == .head else {
      var headers = HTTPFields()
      headers[.allow] = "GET, HEAD"
      return Response(status: .methodNotAllowed, headers: headers)
    }
    if request.uri.string.utf8.count > Self.maximumAddressBytes {
      return Response(status: .uriTooLong)
    }
    let declaredLength = request.headers[.contentLength].flatMap { Int($0) } ?? 0
    if declaredLength > Self.maximumBodyBytes || request.headers[.transferEncoding] != nil {
      return Response(status: .contentTooLarge)
    }
    return nil
  }
}
