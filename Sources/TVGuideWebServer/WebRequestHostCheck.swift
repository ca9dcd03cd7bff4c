import NIOCore
import NIOHTTP1

/// Reads a request's head as RFC 9112 says a server must before anything else sees it, where
/// the target is still as the client wrote it (the conversion to Hummingbird's request drops an
/// absolute-form target's host and all but the first `Host` field):
///
/// - two `Host` fields, or an HTTP/1.1 request with none, get 400 Bad Request and the
///   connection is closed (§3.2);
/// - an absolute-form target (`GET http://evil.example/ HTTP/1.1`) names the host: the `Host`
///   field is ignored and replaced by the target's, and the target becomes its path (§3.2.2),
///   so `WebHostCheck` answers for the host the request was really for.
final class WebRequestHostCheck: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  /// Whether the parts of a refused request are being dropped, up to its end.
  private var isRefusing = false

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let part = unwrapInboundIn(data)
    switch part {
    case .head(let head):
      guard let checked = Self.checked(head) else {
        isRefusing = true
        refuse(context: context, version: head.version)
        return
      }
      context.fireChannelRead(wrapInboundOut(.head(checked)))
    case .body, .end:
      if isRefusing { return }
      context.fireChannelRead(data)
    }
  }

  /// The head to pass on, its host taken from an absolute-form target; `nil` for one to refuse.
  static func checked(_ head: HTTPRequestHead) -> HTTPRequestHead? {
    let hosts = head.headers["Host"]
    guard hosts.count <= 1 else { return nil }
    guard let (authority, path) = absoluteForm(head.uri) else {
      // HTTP/1.0 clients may leave the Host out; HTTP/1.1 ones must send it.
      let isHTTP11 = head.version.major > 1 || (head.version.major == 1 && head.version.minor >= 1)
      return hosts.isEmpty && isHTTP11 ? nil : head
    }
    guard !authority.isEmpty else { return nil }
    var checked = head
    checked.uri = path
    checked.headers.replaceOrAdd(name: "Host", value: authority)
    return checked
  }

  /// The authority and the path (with its query) of an absolute-form target; `nil` for any
  /// other form (`/path`, `*`).
  private static func absoluteForm(_ uri: String) -> (authority: String, path: String)? {
    guard let separator = uri.range(of: "://"),
      ["http", "https"].contains(uri[..<separator.lowerBound].lowercased())
    else { return nil }
    let rest = uri[separator.upperBound...]
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    let authority = String(rest[..<authorityEnd])
    let path = rest[authorityEnd...].prefix { $0 != "#" }
    // A user and password before the host are not part of it (RFC 9110 §4.2.4 forbids them).
    let host = authority.split(separator: "@", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    return (host, path.hasPrefix("/") ? String(path) : "/" + path)
  }

  private func refuse(context: ChannelHandlerContext, version: HTTPVersion) {
    var headers = HTTPHeaders()
    headers.add(name: "Content-Length", value: "0")
    headers.add(name: "Connection", value: "close")
    let head = HTTPResponseHead(version: version, status: .badRequest, headers: headers)
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    let channel = context.channel
    context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
  }
}
