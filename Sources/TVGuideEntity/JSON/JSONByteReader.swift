/// Reads JSON values from raw bytes for `EpisodeJSONParser`, strictly: whatever is not plain
/// RFC 8259 JSON (or is valid but unusual, like an escaped key or a fraction where an integer
/// belongs) makes a read return `nil`, and the caller leaves the bytes to `JSONDecoder`.
struct JSONByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Where reading stands; the skipping in `JSONByteReader+Skipping.swift` moves it too.
  var position: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int = 0) {
    self.bytes = bytes
    self.position = position
  }

  var isAtEnd: Bool { position >= bytes.count }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  /// Skips whitespace and consumes `byte` when it comes next.
  mutating func consume(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  /// The next byte after whitespace, not consumed.
  mutating func peek() -> UInt8? {
    skipWhitespace()
    return position < bytes.count ? bytes[position] : nil
  }

  /// Consumes `null` when it comes next.
  mutating func consumeNull() -> Bool {
    consumeLiteral("null")
  }

  /// An object key without escapes, as the range of its bytes between the quotes.
  mutating func key() -> Range<Int>? {
    guard consume(UInt8(ascii: "\"")) else { return nil }
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return start..<(position - 1)
      }
      guard byte >= 0x20, byte != UInt8(ascii: "\\"), byte < 0x80 else { return nil }
      position += 1
    }
    return nil
  }

  /// A string value, escapes resolved; `nil` when it is not a valid JSON string.
  mutating func string() -> String? {
    guard consume(UInt8(ascii: "\"")) else { return nil }
    let start = position
    var isASCII = true
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        let content = UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)])
        return isASCII ? String(decoding: content, as: UTF8.self) : String(validating: content, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        position = start
        return escapedString()
      }
      guard byte >= 0x20 else { return nil }
      if byte >= 0x80 { isASCII = false }
      position += 1
    }
    return nil
  }

  /// A non-negative or negative integer without fraction or exponent, as `Int`.
  mutating func integer() -> Int? {
    skipWhitespace()
    let start = position
    guard let end = numberEnd(allowingFraction: false) else { return nil }
    var value = 0
    var index = start
    let isNegative = bytes[index] == UInt8(ascii: "-")
    if isNegative { index += 1 }
    while index < end {
      let digit = Int(bytes[index] &- UInt8(ascii: "0"))
      let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
      let (added, overflowAdd) = shifted.addingReportingOverflow(isNegative ? -digit : digit)
      guard !overflowShift, !overflowAdd else { return nil }
      value = added
      index += 1
    }
    position = end
    return value
  }

  /// Any JSON number, as `Double`.
  mutating func double() -> Double? {
    skipWhitespace()
    let start = position
    guard let end = numberEnd(allowingFraction: true),
      let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)),
      value.isFinite  // JSONDecoder refuses a number too large for a Double
    else { return nil }
    position = end
    return value
  }

  /// A string with escapes, from just after its opening quote. Escaped surrogates (emoji
  /// written as `\uD83D\uDE00`) are left to `JSONDecoder`.
  private mutating func escapedString() -> String? {
    var scalars = String.UnicodeScalarView()
    var utf8: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        guard let tail = String(validating: utf8, as: UTF8.self) else { return nil }
        scalars.append(contentsOf: tail.unicodeScalars)
        return String(scalars)
      case UInt8(ascii: "\\"):
        guard let scalar = escapedScalar() else { return nil }
        guard let text = String(validating: utf8, as: UTF8.self) else { return nil }
        scalars.append(contentsOf: text.unicodeScalars)
        scalars.append(scalar)
        utf8.removeAll(keepingCapacity: true)
      default:
        guard byte >= 0x20 else { return nil }
        utf8.append(byte)
        position += 1
      }
    }
    return nil
  }

  private mutating func escapedScalar() -> Unicode.Scalar? {
    guard position + 1 < bytes.count else { return nil }
    let letter = bytes[position + 1]
    position += 2
    switch letter {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      guard let unit = hexUnit(at: position) else { return nil }
      position += 4
      return Unicode.Scalar(unit)
    default: return nil
    }
  }

  func hexUnit(at index: Int) -> UInt32? {
    guard index + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for offset in 0..<4 {
      let byte = bytes[index + offset]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: return nil
      }
      value = value << 4 | digit
    }
    return value
  }

  mutating func consumeLiteral(_ literal: StaticString) -> Bool {
    skipWhitespace()
    let count = literal.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[position + offset] != literal.utf8Start[offset] {
      return false
    }
    position += count
    return true
  }

  /// Where the number starting at `position` ends, when it follows JSON's grammar:
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  func numberEnd(allowingFraction: Bool) -> Int? {
    var index = position
    func digits() -> Int {
      let start = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      guard digits() > 0 else { return nil }
    }
    guard allowingFraction else {
      let next = index < bytes.count ? bytes[index] : 0
      return next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E")
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) ? nil : index
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return nil }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard digits() > 0 else { return nil }
    }
    if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { return nil }
    return index
  }
}
