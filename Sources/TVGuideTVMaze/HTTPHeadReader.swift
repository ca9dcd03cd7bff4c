/// Reads an answer's head one line at a time, as libcurl hands the lines over, and refuses
/// one that is malformed or larger than the bounds: at most `maximumFieldCount` header lines
/// and `maximumSize` bytes, so a server sending 40,000 headers or one of 10 MB costs a
/// bounded, linear amount of work. TVMaze sends about 20 lines, under 1 KB.
///
/// Informational heads (`100 Continue`) are skipped; the final head is ``head``, complete
/// once its blank line has arrived. Lines after it (a chunked body's trailers) only count
/// towards the size. Open to the fuzzing harnesses only (`@_spi(Fuzzing)`).
@_spi(Fuzzing) public struct HTTPHeadReader: Sendable {
  /// The most header lines one head may have.
  public static let maximumFieldCount = 100
  /// The most bytes one head may take, its lines and their breaks together.
  public static let maximumSize = 64 * 1024

  /// The final head, once its blank line was read.
  public private(set) var head: HTTPHead?
  private var status: Int?
  private var fields: [HTTPHead.Field] = []
  private var size = 0

  /// An empty reader, waiting for a status line.
  public init() {}

  /// Whether a status line has been read: the server answered something.
  public var hasBegun: Bool { status != nil || head != nil }

  /// Reads one line, with or without its line break.
  public mutating func read<Line: Collection<UInt8>>(_ line: Line) throws(MalformedHead) {
    size += line.count
    guard size <= Self.maximumSize else { throw .tooLarge(limit: Self.maximumSize) }
    guard head == nil else { return }
    let text = Self.droppingLineBreak(line)
    guard let status else {
      self.status = try Self.status(inStatusLine: text)
      return
    }
    guard !text.isEmpty else {
      try finishHead(status: status)
      return
    }
    guard fields.count < Self.maximumFieldCount else { throw .tooManyFields(limit: Self.maximumFieldCount) }
    fields.append(try Self.field(in: text))
  }

  private mutating func finishHead(status: Int) throws(MalformedHead) {
    guard status >= 200 else {
      // An informational head: the real one follows.
      (self.status, fields) = (nil, [])
      return
    }
    let lengths = Set(fields.filter { $0.name.lowercased() == "content-length" }.map(\.value))
    guard lengths.allSatisfy(Self.isByteCount), lengths.count <= 1 else { throw .invalidContentLength }
    head = HTTPHead(status: status, fields: fields)
  }

  private static func droppingLineBreak<Line: Collection<UInt8>>(_ line: Line) -> ArraySlice<UInt8> {
    var bytes = ArraySlice(line)
    if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    return bytes
  }

  /// The code of `HTTP/1.1 200 OK` (also `HTTP/2 200`, as libcurl writes HTTP/2's status).
  private static func status(inStatusLine line: ArraySlice<UInt8>) throws(MalformedHead) -> Int {
    let parts = line.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false)
    let versions = ["HTTP/1.0", "HTTP/1.1", "HTTP/2", "HTTP/2.0", "HTTP/3"].map { Array($0.utf8) }
    guard parts.count >= 2, versions.contains(where: { parts[0].elementsEqual($0) }), parts[1].count == 3,
      parts[1].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      let code = Int(String(decoding: parts[1], as: UTF8.self)), (100...599).contains(code)
    else { throw .invalidStatusLine }
    return code
  }

  /// `name: value`; the name a token, as RFC 9110 has it.
  private static func field(in line: ArraySlice<UInt8>) throws(MalformedHead) -> HTTPHead.Field {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { throw .invalidField }
    let name = line[..<colon]
    guard !name.isEmpty, name.allSatisfy(isTokenByte) else { throw .invalidField }
    let value = line[line.index(after: colon)...].drop { $0 == 0x20 || $0 == 0x09 }
    // RFC 9112 lets a reader refuse a control character in a value (a bare CR, NUL) rather
    // than guess what it meant; only the tab is a space.
    guard !value.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) else { throw .invalidField }
    let trimmed = value.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
    return HTTPHead.Field(
      name: String(decoding: name, as: UTF8.self), value: String(decoding: trimmed, as: UTF8.self))
  }

  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }

  /// Digits only, and few enough for an `Int`: `-1`, `+5` and `1e3` are not byte counts.
  private static func isByteCount(_ value: String) -> Bool {
    !value.isEmpty && value.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
      && Int(value) != nil
  }
}
