/// Writes JSON text directly, in the layout `JSONEncoder` gives with `.prettyPrinted`: two
/// spaces an indent, `" : "` between a key and its value, and an empty array or object as an
/// opening and a closing bracket with a blank line between. Strings are escaped per RFC 8259
/// (and as `JSONEncoder` escapes them: `\b \f \n \r \t`, other controls as `\u00XX`,
/// slashes left alone).
struct JSONDocumentWriter {
  /// UTF-8, gathered as bytes: appending to a `String` checks its encoding at every step.
  private var utf8: [UInt8] = []
  private var depth = 0
  /// Whether the innermost open array or object has no element yet.
  private var containerIsEmpty = false

  init(capacity: Int = 0) {
    utf8.reserveCapacity(capacity)
  }

  var text: String { String(decoding: utf8, as: UTF8.self) }

  mutating func writeObject(_ writeFields: (inout Self) -> Void) {
    writeContainer(opening: "{", closing: "}", writeFields)
  }

  mutating func writeArray<Elements: Sequence>(_ elements: Elements)
  where Elements.Element: JSONWritable {
    writeContainer(opening: "[", closing: "]") { writer in
      for element in elements {
        writer.beginElement()
        element.write(to: &writer)
      }
    }
  }

  /// A key and its value; `writeValue` writes the value. Keys are the documents' own
  /// literals, plain ASCII with nothing to escape, so they are copied as they are.
  mutating func writeField(_ key: StaticString, _ writeValue: (inout Self) -> Void) {
    beginElement()
    append("\"")
    append(key)
    append("\" : ")
    writeValue(&self)
  }

  mutating func writeField(_ key: StaticString, _ value: String?) {
    writeField(key) { $0.writeString(value) }
  }

  mutating func writeField(_ key: StaticString, _ value: Int?) {
    writeField(key) { writer in
      guard let value else { return writer.append("null") }
      writer.writeInteger(Int64(value))
    }
  }

  mutating func writeField(_ key: StaticString, _ value: Bool) {
    writeField(key) { $0.append(value ? "true" : "false") }
  }

  mutating func writeField(_ key: StaticString, _ value: Int64) {
    writeField(key) { $0.writeInteger(value) }
  }

  mutating func writeField(_ key: StaticString, _ value: Double?) {
    writeField(key) { $0.writeNumber(value) }
  }

  mutating func writeField(_ key: StaticString, _ values: [String]) {
    writeField(key) { writer in
      writer.writeContainer(opening: "[", closing: "]") { writer in
        for value in values {
          writer.beginElement()
          writer.writeString(value)
        }
      }
    }
  }

  mutating func writeField<Elements: Sequence>(_ key: StaticString, _ elements: Elements)
  where Elements.Element: JSONWritable {
    writeField(key) { $0.writeArray(elements) }
  }

  private mutating func writeContainer(
    opening: StaticString, closing: StaticString, _ writeElements: (inout Self) -> Void
  ) {
    append(opening)
    let outerIsEmpty = containerIsEmpty
    containerIsEmpty = true
    depth += 1
    writeElements(&self)
    depth -= 1
    append(containerIsEmpty ? "\n\n" : "\n")
    writeIndent()
    append(closing)
    containerIsEmpty = outerIsEmpty
  }

  private mutating func beginElement() {
    append(containerIsEmpty ? "\n" : ",\n")
    containerIsEmpty = false
    writeIndent()
  }

  private mutating func writeIndent() {
    for _ in 0..<(2 * depth) { utf8.append(UInt8(ascii: " ")) }
  }

  /// Ends the document's last line.
  mutating func endLine() {
    append("\n")
  }

  private mutating func append(contentsOf string: String) {
    // Copied from the string's own buffer: appending its `utf8` view went a byte at a time,
    // a third of writing a long show.
    var string = string
    string.withUTF8 { append($0) }
  }

  private mutating func append(_ literal: StaticString) {
    append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    // Most pieces are a few bytes (a bracket, an indent, a number): byte by byte into the
    // reserved room costs less than a bulk copy's set-up, which was a tenth of `--json`.
    guard bytes.count > 16 else {
      for byte in bytes { utf8.append(byte) }
      return
    }
    utf8.append(contentsOf: bytes)
  }

  /// A whole number's decimal digits, written in place rather than made into a `String`.
  private mutating func writeInteger(_ value: Int64) {
    if value < 0 { utf8.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    let start = utf8.count
    repeat {
      utf8.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    utf8[start...].reverse()
  }

  /// A number as `JSONEncoder` writes it: whole numbers without `.0`. JSON has no NaN or
  /// infinity, and none can come from TVMaze's JSON, so they are written as `null`.
  private mutating func writeNumber(_ value: Double?) {
    guard let value, value.isFinite else {
      append("null")
      return
    }
    let written = value.description
    append(contentsOf: written.hasSuffix(".0") ? String(written.dropLast(2)) : written)
  }

  private mutating func writeString(_ value: String?) {
    guard var value else {
      append("null")
      return
    }
    append("\"")
    // One look at the string's own bytes decides, and the same bytes are copied.
    let isPlain = value.withUTF8 { bytes in
      guard !bytes.contains(where: Self.needsEscape) else { return false }
      append(bytes)
      return true
    }
    if !isPlain { writeEscaped(value) }
    append("\"")
  }

  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  private mutating func writeEscaped(_ value: String) {
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": append("\\\"")
      case "\\": append("\\\\")
      case "\u{8}": append("\\b")
      case "\u{C}": append("\\f")
      case "\n": append("\\n")
      case "\r": append("\\r")
      case "\t": append("\\t")
      case "\u{0}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        append(contentsOf: "\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
      default: append(contentsOf: String(scalar))
      }
    }
  }
}
