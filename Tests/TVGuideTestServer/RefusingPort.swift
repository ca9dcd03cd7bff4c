import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A port on 127.0.0.1 that refuses every connection for the whole test run.
///
/// Its socket is bound but never listens, so the kernel answers a connection with a reset.
/// Stopping a server and reusing its port is not enough: the port goes back to the pool, and
/// under load another test's server, started at the same moment, can be given it, so a test
/// that expects "refused" gets that server's answer instead.
enum RefusingPort {
  static let number: UInt16 = bindWithoutListening()

  private static func bindWithoutListening() -> UInt16 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    precondition(descriptor >= 0, "socket() failed: errno \(errno)")
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(descriptor, socketAddress, length) == 0 && getsockname(descriptor, socketAddress, &length) == 0
      }
    }
    precondition(bound, "could not bind a port on 127.0.0.1: errno \(errno)")
    // The descriptor stays open until the process ends: closing it would free the port.
    return UInt16(bigEndian: address.sin_port)
  }
}
