import Foundation

/// A response as a server sent it: status, headers in order, and the body after any chunked
/// transfer coding is read (a content coding such as gzip is left as sent).
public struct LoopbackHTTPResponse: Sendable {
  public let status: Int
  /// Header names lowercased, in the order sent.
  public let headers: [(name: String, value: String)]
  public let body: [UInt8]

  /// The value of header `name` (any case), if sent.
  public func header(_ name: String) -> String? {
    headers.first { $0.name == name.lowercased() }?.value
  }

  /// The body as UTF-8 text.
  public var text: String { String(decoding: body, as: UTF8.self) }

  init(bytes: [UInt8]) throws {
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
      throw LoopbackHTTPError.malformed
    }
    let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let statusWords = lines[0].split(separator: " ")
    guard statusWords.count >= 2, statusWords[0] == "HTTP/1.1", let status = Int(statusWords[1]) else {
      throw LoopbackHTTPError.malformed
    }
    self.status = status
    headers = lines.dropFirst().compactMap { line in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return (
        String(line[..<colon]).lowercased(),
        String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
      )
    }
    let rest = Array(bytes[(end + separator.count)...])
    body =
      headers.contains { $0.name == "transfer-encoding" && $0.value == "chunked" }
      ? try Self.unchunked(rest) : rest
  }

  private static func unchunked(_ bytes: [UInt8]) throws -> [UInt8] {
    var body: [UInt8] = []
    var position = 0
    while true {
      guard let lineEnd = (position..<bytes.count).first(where: { bytes[$0...].starts(with: [13, 10]) }),
        let size = Int(
          String(decoding: bytes[position..<lineEnd], as: UTF8.self).split(separator: ";")[0], radix: 16)
      else { throw LoopbackHTTPError.malformed }
      if size == 0 { return body }
      let start = lineEnd + 2
      guard start + size <= bytes.count else { throw LoopbackHTTPError.malformed }
      body += bytes[start..<(start + size)]
      position = start + size + 2
    }
  }
}
