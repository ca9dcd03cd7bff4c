import Foundation
import Hummingbird
import TVGuideInteractor
import TVGuideWeb

/// Answers every request: the web router names the route, the page is written by its module,
/// and `EncodedBody` adds what a real server owes a browser (ETag, gzip, HEAD). A button's
/// POST is carried out when it holds the run's token (403 without it) and answered with 303 to
/// a page. Requests outside the routes get 404, other methods 405, oversized ones 413/414, and
/// those naming another host than this machine 421.
struct WebResponder: HTTPResponder {
  typealias Context = BasicRequestContext

  /// The longest address read, in bytes; a browser's search form stays far below it.
  static let maximumAddressBytes = 2048
  /// The largest request body read: a button's form is a token and a few numbers.
  static let maximumBodyBytes = 2048

  let pages: WebPages
  let hostCheck: WebHostCheck
  let cache = WebPageCache<ContinuousClock, EncodedPage>()
  private let router = WebRouter()

  func respond(to request: Request, context: Context) async throws -> Response {
    if let refusal = refusal(of: request) { return refusal }
    if request.method == .post { return await post(request) }
    // The search and tonight forms are GET forms: their queries are form-encoded, spaces as `+`.
    let query = WebForm.fields(of: request.uri.query ?? "")
    guard let route = router.route(path: request.uri.path, query: query) else {
      if router.acceptsPost(path: request.uri.path) { return Self.notAllowed(allowing: "POST") }
      return EncodedBody.page(WebNotFound.page, for: request)
    }
    switch route {
    case .asset(let asset): return EncodedBody.asset(asset, for: request)
    case .poster(let id): return await poster(ofShow: id, for: request)
    default: break
    }
    let pages = pages
    let page = await cache.page(for: route) { await pages.page(for: route).map(EncodedPage.init) }
    return EncodedBody.page(page ?? WebNotFound.page, for: request)
  }

  /// The show's poster, else the empty picture the page's card shows through (404 for a show
  /// that does not exist); never kept in the page cache: the browser keeps it.
  private func poster(ofShow id: Int, for request: Request) async -> Response {
    do {
      guard let image = try await pages.poster(ofShow: id) else {
        return EncodedBody.noPoster(status: 200, for: request)
      }
      return EncodedBody.poster(image, for: request)
    } catch ShowDataError.showNotFound {
      return EncodedBody.noPoster(status: 404, for: request)
    } catch {
      return EncodedBody.noPoster(status: 200, for: request)
    }
  }

  /// A button: the token first, then the change; every kept page may show what changed, so
  /// none is served again.
  private func post(_ request: Request) async -> Response {
    guard router.acceptsPost(path: request.uri.path) else {
      let isPage = router.route(path: request.uri.path, query: [:]) != nil
      return isPage
        ? Self.notAllowed(allowing: "GET, HEAD") : EncodedBody.page(WebNotFound.page, for: request)
    }
    var request = request
    guard let body = try? await request.collectBody(upTo: Self.maximumBodyBytes) else {
      return Response(status: .contentTooLarge)
    }
    let form = WebForm.fields(of: String(buffer: body))
    guard pages.token.accepts(form[WebFormToken.fieldName]) else {
      return EncodedBody.page(WebRefusal.forbidden, for: request)
    }
    guard let action = router.action(path: request.uri.path, form: form) else {
      return EncodedBody.page(WebRefusal.badForm, for: request)
    }
    let pages = pages
    let outcome = await pages.perform(action)
    await cache.removeAll()
    switch outcome {
    case .redirect(let address):
      var headers = HTTPFields()
      headers[.location] = address
      headers[.cacheControl] = "no-store"
      return Response(status: .seeOther, headers: headers)
    case .failed(let document):
      return EncodedBody.page(EncodedPage(document), for: request)
    }
  }

  private func refusal(of request: Request) -> Response? {
    guard [.get, .head, .post].contains(request.method) else {
      return Self.notAllowed(allowing: router.acceptsPost(path: request.uri.path) ? "POST" : "GET, HEAD")
    }
    guard hostCheck.accepts(request.head.authority) else {
      return EncodedBody.page(WebRefusal.otherHost, for: request)
    }
    if request.uri.string.utf8.count > Self.maximumAddressBytes {
      return Response(status: .uriTooLong)
    }
    let declaredLength = request.headers[.contentLength].flatMap { Int($0) } ?? 0
    let allowed = request.method == .post ? Self.maximumBodyBytes : 0
    if declaredLength > allowed || (request.method != .post && request.headers[.transferEncoding] != nil) {
      return Response(status: .contentTooLarge)
    }
    return nil
  }

  private static func notAllowed(allowing methods: String) -> Response {
    var headers = HTTPFields()
    headers[.allow] = methods
    return Response(status: .methodNotAllowed, headers: headers)
  }
}
