/// Finds where the elements of a top-level JSON array begin and end, in a buffer that grows a
/// chunk at a time. It checks only the array's own punctuation and balanced brackets: what
/// is inside an element is JSON for `JSONDecoder` to read.
struct JSONArraySplitter {
  private enum Expectation {
    case arrayStart, elementOrEnd, element, commaOrEnd, nothing
  }

  /// How the element being scanned ends: at its closing bracket, its closing quote, or the
  /// first byte that cannot belong to a number or a literal.
  private enum ElementKind {
    case container, string, scalar
  }

  private var expectation = Expectation.arrayStart
  private var kind = ElementKind.container
  private var depth = 0
  private var isInString = false
  private var isEscaped = false
  /// Where the element being scanned starts, if one is.
  private(set) var elementStart: Int?
  /// The next byte of the buffer to scan.
  private(set) var position = 0

  /// Whether the array's closing bracket has been read.
  var isFinished: Bool { expectation == .nothing }

  /// Scans `bytes` from `position` to the end, handing `found` the range of each element it
  /// completes. Throws `DecodingError.dataCorrupted` where the bytes cannot be a JSON array.
  ///
  /// `readObject`, when given, is offered each object element where it starts: when it reads
  /// the object, it answers the index just past it, and the splitter goes on from there
  /// without scanning the object's bytes itself.
  mutating func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, readObject: ((Int) -> Int?)? = nil,
    found: (Range<Int>) throws -> Void
  ) throws {
    while position < bytes.count {
      if isInString, !isEscaped {
        skipPlainStringBytes(bytes)
        guard position < bytes.count else { return }
      }
      let byte = bytes[position]
      if let start = elementStart {
        if let end = elementEnd(at: position, byte: byte) {
          try found(start..<end)
          elementStart = nil
          expectation = .commaOrEnd
          if end == position { continue }  // the byte after a number is the array's, not the number's
        }
      } else {
        if let readObject, byte == UInt8(ascii: "{"), expectation == .elementOrEnd || expectation == .element,
          let end = readObject(position)
        {
          position = end
          expectation = .commaOrEnd
          continue
        }
        try punctuation(byte)
      }
      position += 1
    }
  }

  /// Moves past the bytes of a string that neither end it nor escape: most of an episode's
  /// bytes are its summary and URLs, and need no more than this look.
  private mutating func skipPlainStringBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return }
      position += 1
    }
  }

  /// Tells the splitter that the first `count` bytes of its buffer were dropped.
  mutating func dropFirst(_ count: Int) {
    position -= count
    elementStart = elementStart.map { $0 - count }
  }

  /// Throws unless the whole array was read: the input ended here.
  func finish() throws {
    guard isFinished else { throw Self.notAnArray }
  }

  private mutating func punctuation(_ byte: UInt8) throws {
    if Self.isWhitespace(byte) { return }
    switch (expectation, byte) {
    case (.arrayStart, UInt8(ascii: "[")): expectation = .elementOrEnd
    case (.elementOrEnd, UInt8(ascii: "]")), (.commaOrEnd, UInt8(ascii: "]")): expectation = .nothing
    case (.commaOrEnd, UInt8(ascii: ",")): expectation = .element
    case (.elementOrEnd, _), (.element, _):
      guard byte != UInt8(ascii: ","), byte != UInt8(ascii: "]") else { throw Self.notAnArray }
      startElement(with: byte)
    default: throw Self.notAnArray
    }
  }

  private mutating func startElement(with byte: UInt8) {
    elementStart = position
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      kind = .container
      depth = 1
    case UInt8(ascii: "\""):
      kind = .string
      isInString = true
    default:
      kind = .scalar
    }
  }

  /// The end of the element when `byte` ends it (one past a closing bracket or quote, or the
  /// byte itself after a scalar), else `nil`.
  private mutating func elementEnd(at index: Int, byte: UInt8) -> Int? {
    if isInString {
      if isEscaped {
        isEscaped = false
      } else if byte == UInt8(ascii: "\\") {
        isEscaped = true
      } else if byte == UInt8(ascii: "\"") {
        isInString = false
        if kind == .string { return index + 1 }
      }
      return nil
    }
    switch (kind, byte) {
    case (.scalar, _): return Self.endsScalar(byte) ? index : nil
    case (_, UInt8(ascii: "\"")): isInString = true
    case (_, UInt8(ascii: "{")), (_, UInt8(ascii: "[")): depth += 1
    case (_, UInt8(ascii: "}")), (_, UInt8(ascii: "]")):
      depth -= 1
      if depth == 0 { return index + 1 }
    default: break
    }
    return nil
  }

  private static func endsScalar(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || isWhitespace(byte)
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  static let notAnArray = DecodingError.dataCorrupted(
    .init(codingPath: [], debugDescription: "The given data was not a valid JSON array."))
}
