import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One HTTP/1.1 exchange on a new connection to a server on 127.0.0.1, in raw bytes: the test
/// sees the response as the server sent it (nothing decompressed, nothing followed), and can
/// send what a client library would not (a body on GET, an address of any length).
public enum LoopbackHTTP {
  /// Sends `request` whole to `port` and reads the answer until the server closes.
  public static func exchange(port: Int, request: [UInt8]) async throws -> LoopbackHTTPResponse {
    try await offThePool {
      let socket = try connectedSocket(port: port)
      defer { close(socket) }
      try send(request, on: socket)
      return try LoopbackHTTPResponse(bytes: receiveAll(on: socket))
    }
  }

  /// `method path` with `headers` and `Connection: close`, and `body` if any; `Host` names
  /// 127.0.0.1 and the port unless `headers` gives another.
  public static func request(
    _ path: String, method: String = "GET", headers: [String: String] = [:], body: [UInt8] = [],
    port: Int
  ) async throws -> LoopbackHTTPResponse {
    let host = headers.first { $0.key.lowercased() == "host" }?.value ?? "127.0.0.1:\(port)"
    var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) where name.lowercased() != "host" {
      head += "\(name): \(value)\r\n"
    }
    if !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
    return try await exchange(port: port, request: Array((head + "\r\n").utf8) + body)
  }

  private static func connectedSocket(port: Int) throws -> Int32 {
    #if canImport(Glibc)
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard socket >= 0 else { throw LoopbackHTTPError.socket(errno) }
    // A safety net only: a server that never answers fails the test instead of hanging it.
    var timeout = timeval(tv_sec: 120, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port)).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      let error = errno
      close(socket)
      throw LoopbackHTTPError.connect(error)
    }
    return socket
  }

  private static func send(_ bytes: [UInt8], on socket: Int32) throws {
    var sent = 0
    while sent < bytes.count {
      let written = bytes[sent...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
      guard written > 0 else { throw LoopbackHTTPError.write(errno) }
      sent += written
    }
  }

  private static func receiveAll(on socket: Int32) throws -> [UInt8] {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
      if count == 0 { return received }
      // A reset after the whole answer (a server refusing a body it will not read) ends it too.
      guard count > 0 else {
        if errno == ECONNRESET, !received.isEmpty { return received }
        throw LoopbackHTTPError.read(errno)
      }
      received += buffer[..<count]
    }
  }
}

/// Why a loopback exchange failed, with the system's error number.
public enum LoopbackHTTPError: Error, Equatable {
  case socket(Int32)
  case connect(Int32)
  case write(Int32)
  case read(Int32)
  /// The answer was not an HTTP/1.1 response.
  case malformed
}
