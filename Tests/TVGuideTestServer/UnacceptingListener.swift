#if canImport(Glibc)
  import Foundation
  import Glibc

  /// A port on 127.0.0.1 that listens but never accepts a connection: what a server too busy
  /// to take one more looks like from outside.
  ///
  /// Its queue of connections waiting to be accepted holds one (`listen` with a backlog of 0)
  /// and is filled by connections of its own until one no longer completes; Linux then drops
  /// every further SYN
  /// instead of refusing it, so a client's `connect` waits, as it does for a host that does not
  /// answer, until the client gives up. A port where nothing listens is different: it refuses
  /// at once.
  public final class UnacceptingListener: Sendable {
    private let listener: Int32
    private let fillers: [Int32]
    /// `http://127.0.0.1:PORT`.
    public let baseURL: URL

    public init() throws {
      let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      self.listener = listener
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
          bind(listener, pointer, length) == 0 && listen(listener, 0) == 0
            && getsockname(listener, pointer, &length) == 0
        }
      }
      guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
      let port = Int(UInt16(bigEndian: address.sin_port))
      fillers = Self.fillQueue(of: address)
      baseURL = URL(string: "http://127.0.0.1:\(port)")!
    }

    deinit {
      for socket in fillers + [listener] { close(socket) }
    }

    /// Connects until a connection does not complete within half a second: each one that
    /// completes takes a place in the queue, so the client under test finds it full, however
    /// busy the machine.
    private static func fillQueue(of address: sockaddr_in) -> [Int32] {
      var fillers: [Int32] = []
      for _ in 0..<8 {
        let filler = connectWithoutWaiting(to: address)
        fillers.append(filler)
        var poller = pollfd(fd: filler, events: Int16(POLLOUT), revents: 0)
        guard poll(&poller, 1, 500) == 1 else { break }
      }
      return fillers
    }

    private static func connectWithoutWaiting(to address: sockaddr_in) -> Int32 {
      let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
      var address = address
      _ = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      return client
    }
  }
#endif
