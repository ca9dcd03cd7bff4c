import Foundation

/// Which names a server answers to, so that another site whose name was pointed at this
/// machine (DNS rebinding) can neither read the guide's pages nor the token its buttons carry.
/// On loopback: only this machine's loopback names (`localhost`, `127.x.x.x`, `[::1]`). Bound
/// to another address: those, any address written as digits (IPv4 or bracketed IPv6), and this
/// machine's own host name (`name` and `name.local`), the ways a browser on the network opens it.
struct WebHostCheck: Sendable {
  /// The names besides the loopback ones and address literals; `nil` on loopback.
  private let ownNames: Set<String>?

  /// The check for a server bound to `boundHost`; `hostName` is this machine's name, asked of
  /// the system (which may ask DNS) only for a server off loopback.
  init(boundHost: String, hostName: String? = nil) {
    if Self.isLoopback(Self.name(in: boundHost)) {
      ownNames = nil
    } else {
      let name = (hostName ?? ProcessInfo.processInfo.hostName).lowercased()
      let firstLabel = name.split(separator: ".").first.map(String.init) ?? name
      ownNames = [name, firstLabel, firstLabel + ".local"]
    }
  }

  /// Whether a request whose `Host` is `host` is answered; one without a `Host` (an HTTP/1.0
  /// client) is, since a browser always sends one.
  func accepts(_ host: String?) -> Bool {
    guard let host else { return true }
    let name = Self.name(in: host)
    if Self.isLoopback(name) { return true }
    guard let ownNames else { return false }
    var bare = name.lowercased()
    if bare.hasSuffix(".") { bare.removeLast() }
    return ownNames.contains(bare) || Self.isAddressLiteral(bare)
  }

  /// Whether `name` is an address in digits: four decimal octets, or an IPv6 address (colons).
  static func isAddressLiteral(_ name: String) -> Bool {
    if name.contains(":") { return name.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." } }
    let octets = name.split(separator: ".", omittingEmptySubsequences: false)
    return octets.count == 4 && octets.allSatisfy { UInt8($0) != nil }
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
