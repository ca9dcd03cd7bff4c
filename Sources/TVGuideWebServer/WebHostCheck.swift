/// Which names a server answers to: on loopback, only this machine's own (`localhost`,
/// `127.x.x.x`, `[::1]`), so that another site whose name was pointed at 127.0.0.1 (DNS
/// rebinding) cannot read the guide's pages, nor the token its buttons carry. A server bound
/// to another address answers to any name: which names reach it is not known here.
struct WebHostCheck: Sendable {
  private let checksNames: Bool

  /// The check for a server bound to `boundHost`.
  init(boundHost: String) {
    checksNames = Self.isLoopback(Self.name(in: boundHost))
  }

  /// Whether a request whose `Host` is `host` is answered; one without a `Host` (an HTTP/1.0
  /// client) is, since a browser always sends one.
  func accepts(_ host: String?) -> Bool {
    guard checksNames, let host else { return true }
    return Self.isLoopback(Self.name(in: host))
  }

  /// Whether `name` is a loopback name: `localhost` and its subdomains, which browsers resolve
  /// to this machine themselves (RFC 6761), an IPv4 address in 127.0.0.0/8, or `::1`.
  static func isLoopback(_ name: String) -> Bool {
    var name = name.lowercased()
    if name.hasSuffix(".") { name.removeLast() }
    if name == "localhost" || name.hasSuffix(".localhost") || name == "::1" { return true }
    let octets = name.split(separator: ".", omittingEmptySubsequences: false)
    return octets.count == 4 && octets.first == "127" && octets.allSatisfy { UInt8($0) != nil }
  }

  /// The name part of a `Host` value: without its port, and without the brackets of an IPv6
  /// address.
  static func name(in host: String) -> String {
    if host.hasPrefix("[") { return String(host.dropFirst().prefix { $0 != "]" }) }
    if host.filter({ $0 == ":" }).count > 1 { return host }  // a bare IPv6 address, no port
    return String(host.prefix { $0 != ":" })
  }
}
