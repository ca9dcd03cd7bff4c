/// Gathers compact JSON as UTF-8 bytes for `EpisodeJSONWriter`, the counterpart of
/// `JSONByteReader`: appending to a `String` instead checks its encoding at every step.
struct JSONByteWriter {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Literal JSON text, such as punctuation or a key already quoted.
  mutating func append(_ literal: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// `,"key":` and the string.
  mutating func appendField(_ key: StaticString, string: String) {
    appendKey(key)
    appendString(string)
  }

  /// `,"key":` and the number.
  mutating func appendField(_ key: StaticString, integer: Int) {
    appendKey(key)
    appendInteger(integer)
  }

  private mutating func appendKey(_ key: StaticString) {
    append(",\"")
    append(key)
    append("\":")
  }

  /// A whole number's decimal digits, written in place rather than made into a `String`.
  mutating func appendInteger(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    let start = bytes.count
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    bytes[start...].reverse()
  }

  /// The shortest digits that read back as the same `Double`; `null` for NaN and infinities,
  /// which JSON cannot hold.
  mutating func appendNumber(_ value: Double) {
    guard value.isFinite else { return append("null") }
    bytes.append(contentsOf: value.description.utf8)
  }

  /// A quoted string; only `"`, `\` and control characters are escaped, everything else is
  /// copied as UTF-8.
  mutating func appendString(_ value: String) {
    var value = value
    bytes.append(UInt8(ascii: "\""))
    value.withUTF8 { utf8 in
      var plainStart = 0
      for (index, byte) in utf8.enumerated() where Self.needsEscape(byte) {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
        appendEscape(for: byte)
        plainStart = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  private mutating func appendEscape(for byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): append("\\\"")
    case UInt8(ascii: "\\"): append("\\\\")
    case UInt8(ascii: "\n"): append("\\n")
    case UInt8(ascii: "\r"): append("\\r")
    case UInt8(ascii: "\t"): append("\\t")
    default:
      append("\\u00")
      bytes.append(Self.hexDigits[Int(byte >> 4)])
      bytes.append(Self.hexDigits[Int(byte & 0xF)])
    }
  }
}
