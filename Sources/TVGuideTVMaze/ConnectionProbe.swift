import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Opens a TCP connection to the server and closes it at once, to learn whether the server
/// accepts connections within `--connect-timeout`.
///
/// URLSession on Linux has no connect timeout of its own: FoundationNetworking never sets
/// libcurl's `CURLOPT_CONNECTTIMEOUT`, and its `timeoutIntervalForRequest` is a timer of
/// inactivity over the whole exchange, in whole seconds. So the client runs this probe beside
/// each request; while neither it nor the request has connected, the connect timeout runs.
/// Name resolution counts as connecting, as it does in curl.
struct ConnectionProbe: Sendable {
  let host: String
  let port: Int

  /// For `url`, or `nil` when a proxy may stand between (libcurl then connects to the proxy,
  /// which the probe cannot know) or the URL names no host.
  init?(url: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
    guard Self.isAvailable, let host = url.host, !host.isEmpty else { return nil }
    let proxies = ["http_proxy", "https_proxy", "all_proxy"]
    guard !environment.keys.contains(where: { proxies.contains($0.lowercased()) }) else { return nil }
    self.host = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
    port = url.port ?? (url.scheme == "https" ? 443 : 80)
  }

  #if canImport(Glibc)
    private static let isAvailable = true

    /// Whether one of the host's addresses accepted a connection within `timeout`. Blocks.
    func connects(within timeout: Duration) -> Bool {
      let deadline = ContinuousClock.now + timeout
      var hints = addrinfo()
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
      var found: UnsafeMutablePointer<addrinfo>?
      guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else { return false }
      defer { freeaddrinfo(first) }
      var next: UnsafeMutablePointer<addrinfo>? = first
      while let address = next {
        if Self.connects(to: address.pointee, before: deadline) { return true }
        next = address.pointee.ai_next
      }
      return false
    }

    private static func connects(to address: addrinfo, before deadline: ContinuousClock.Instant) -> Bool {
      let socket = Glibc.socket(address.ai_family, address.ai_socktype | Int32(SOCK_NONBLOCK.rawValue), 0)
      guard socket >= 0 else { return false }
      defer { close(socket) }
      if connect(socket, address.ai_addr, address.ai_addrlen) == 0 { return true }
      guard errno == EINPROGRESS else { return false }
      var poller = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
      let remaining = ContinuousClock.now.duration(to: deadline)
      let milliseconds = max(
        0, remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000)
      guard poll(&poller, 1, Int32(min(milliseconds, Int64(Int32.max)))) == 1 else { return false }
      var failure: Int32 = 0
      var length = socklen_t(MemoryLayout<Int32>.size)
      return getsockopt(socket, SOL_SOCKET, SO_ERROR, &failure, &length) == 0 && failure == 0
    }
  #else
    // The socket calls are written for Glibc; elsewhere only `--timeout` bounds connecting.
    private static let isAvailable = false

    func connects(within timeout: Duration) -> Bool { true }
  #endif
}
