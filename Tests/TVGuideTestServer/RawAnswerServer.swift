#if canImport(Glibc)
  import Foundation
  import Glibc

  /// A server on the loopback that answers every request with a `MalformedAnswer` and closes
  /// the connection. FlyingFox, like any HTTP library, writes only well-formed answers, so
  /// these are written byte by byte on a socket of their own.
  public final class RawAnswerServer: Sendable {
    private let listener: Int32
    /// Signalled when the accepting thread has ended.
    private let ended = DispatchSemaphore(value: 0)
    /// `http://127.0.0.1:PORT`, or `http://[::1]:PORT` for IPv6.
    public let baseURL: URL

    /// Starts listening on a free port of 127.0.0.1, or of ::1 when `ipv6` is set.
    public init(answer: MalformedAnswer, ipv6: Bool = false) throws {
      let (listener, port) = try Self.listen(ipv6: ipv6)
      self.listener = listener
      baseURL = URL(string: ipv6 ? "http://[::1]:\(port)" : "http://127.0.0.1:\(port)")!
      let (bytes, ended) = (answer.bytes, ended)
      let acceptor = Thread {
        Self.serve(listener, bytes)
        ended.signal()
      }
      acceptor.name = "RawAnswerServer"
      acceptor.start()
    }

    deinit {
      // Shutting the socket down wakes `accept` with an error, which ends the thread.
      shutdown(listener, Int32(SHUT_RDWR))
      _ = ended.wait(timeout: .now() + 5)
      close(listener)
    }

    private static func serve(_ listener: Int32, _ bytes: Data) {
      while true {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else {
          if errno == EINTR { continue }
          return
        }
        readRequestHead(connection)
        bytes.withUnsafeBytes { buffer in
          var offset = 0
          while offset < buffer.count {
            let sent = send(
              connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
            // The client may hang up first, as it should on a head it refuses.
            guard sent > 0 else { break }
            offset += sent
          }
        }
        close(connection)
      }
    }

    /// Reads until the blank line that ends the request's head (or for 5 s at most), so the
    /// client has sent its request before the answer comes.
    private static func readRequestHead(_ connection: Int32) {
      var timeout = timeval(tv_sec: 5, tv_usec: 0)
      setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      var received: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while !received.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)), received.count < 65536 {
        let count = recv(connection, &buffer, buffer.count, 0)
        guard count > 0 else { return }
        received += buffer[0..<count]
      }
    }

    private static func listen(ipv6: Bool) throws -> (Int32, UInt16) {
      let listener = socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      guard listener >= 0 else { throw POSIXError(.EMFILE) }
      let port = ipv6 ? bindIPv6(listener) : bindIPv4(listener)
      guard let port, Glibc.listen(listener, 16) == 0 else {
        close(listener)
        throw POSIXError(.EADDRNOTAVAIL)
      }
      return (listener, port)
    }

    private static func bindIPv4(_ listener: Int32) -> UInt16? {
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
        }
      }
      return bound ? UInt16(bigEndian: address.sin_port) : nil
    }

    private static func bindIPv6(_ listener: Int32) -> UInt16? {
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_addr = in6addr_loopback
      var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
      let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
        }
      }
      return bound ? UInt16(bigEndian: address.sin6_port) : nil
    }
  }
#endif
