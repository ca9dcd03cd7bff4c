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

  /// What became of the probe's connection.
  enum Outcome: Equatable, Sendable {
    /// The server accepted it.
    case connected
    /// It failed before the timeout: refused, unknown host, no route. URLSession reports that
    /// failure itself.
    case failed
    /// The timeout came first: the server neither accepted nor refused.
    case timedOut
  }

  #if canImport(Glibc)
    private static let isAvailable = true

    /// Whether one of the host's addresses accepted a connection within `timeout`, all of them
    /// failed, or the timeout came first. Blocks.
    ///
    /// Only the wait itself says the timeout came first: judging that by the clock afterwards
    /// raced the caller's own deadline, since `poll` counts whole milliseconds.
    func connect(within timeout: Duration) -> Outcome {
      let deadline = ContinuousClock.now + timeout
      var hints = addrinfo()
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
      var found: UnsafeMutablePointer<addrinfo>?
      guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else { return .failed }
      defer { freeaddrinfo(first) }
      var next: UnsafeMutablePointer<addrinfo>? = first
      while let address = next {
        let outcome = Self.connect(to: address.pointee, before: deadline)
        guard outcome == .failed else { return outcome }
        next = address.pointee.ai_next
      }
      return .failed
    }

    private static func connect(to address: addrinfo, before deadline: ContinuousClock.Instant) -> Outcome {
      let socket = Glibc.socket(address.ai_family, address.ai_socktype | Int32(SOCK_NONBLOCK.rawValue), 0)
      guard socket >= 0 else { return .failed }
      defer { close(socket) }
      if Glibc.connect(socket, address.ai_addr, address.ai_addrlen) == 0 { return .connected }
      guard errno == EINPROGRESS else { return .failed }
      switch waitUntilWritable(socket, before: deadline) {
      case 0: return .timedOut
      case 1:
        var failure: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        let answered = getsockopt(socket, SOL_SOCKET, SO_ERROR, &failure, &length) == 0
        return answered && failure == 0 ? .connected : .failed
      default: return .failed
      }
    }

    /// `poll`'s answer for the socket, waiting again after a signal: a wait cut short is not a
    /// failure, which would switch the connect timeout off.
    private static func waitUntilWritable(_ socket: Int32, before deadline: ContinuousClock.Instant) -> Int32
    {
      var poller = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
      while true {
        let remaining = ContinuousClock.now.duration(to: deadline)
        // Rounded up, so the wait never ends before the deadline.
        let milliseconds = max(
          0,
          remaining.components.seconds * 1000
            + (remaining.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
        let ready = poll(&poller, 1, Int32(min(milliseconds, Int64(Int32.max))))
        guard ready == -1, errno == EINTR else { return ready }
      }
    }
  #else
    // The socket calls are written for Glibc; elsewhere only `--timeout` bounds connecting.
    private static let isAvailable = false

    func connect(within timeout: Duration) -> Outcome { .connected }
  #endif
}
