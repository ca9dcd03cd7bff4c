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

  /// A key and its value; `writeValue` writes the value.
  mutating func writeField(_ key: String, _ writeValue: (inout Self) -> Void) {
    beginElement()
    writeString(key)
    append(" : ")
    writeValue(&self)
  }

  mutating func writeField(_ key: String, _ value: String?) {
    writeField(key) { $0.writeString(value) }
  }

  mutating func writeField(_ key: String, _ value: Int?) {
    writeField(key) { writer in writer.append(value.map { String($0) } ?? "null") }
  }

  mutating func writeField(_ key: String, _ value: Bool) {
    writeField(key) { $0.append(value ? "true" : "false") }
  }

  mutating func writeField(_ key: String, _ value: Int64) {
    writeField(key) { $0.append(String(value)) }
  }

  mutating func writeField(_ key: String, _ value: Double?) {
    writeField(key) { $0.writeNumber(value) }
  }

  mutating func writeField(_ key: String, _ values: [String]) {
    writeField(key) { writer in
      writer.writeContainer(opening: "[", closing: "]") { writer in
        for value in values {
          writer.beginElement()
          writer.writeString(value)
        }
      }
    }
  }

  mutating func writeField<Elements: Sequence>(_ key: String, _ elements: Elements)
  where Elements.Element: JSONWritable {
    writeField(key) { $0.writeArray(elements) }
  }

  private mutating func writeContainer(
    opening: String, closing: String, _ writeElements: (inout Self) -> Void
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
    if depth < Self.indents.count {
      append(Self.indents[depth])
    } else {
      append(String(repeating: "  ", count: depth))
    }
  }

  /// Ends the document's last line.
  mutating func endLine() {
    append("\n")
  }

  private mutating func append(_ string: String) {
    // Copied from the string's own buffer: appending its `utf8` view went a byte at a time,
    // a third of writing a long show.
    var string = string
    string.withUTF8 { utf8.append(contentsOf: $0) }
  }

  private static let indents = (0..<8).map { String(repeating: "  ", count: $0) }

  /// A number as `JSONEncoder` writes it: whole numbers without `.0`. JSON has no NaN or
  /// infinity, and none can come from TVMaze's JSON, so they are written as `null`.
  private mutating func writeNumber(_ value: Double?) {
    guard let value, value.isFinite else {
      append("null")
      return
    }
    let written = value.description
    append(written.hasSuffix(".0") ? String(written.dropLast(2)) : written)
  }

  private mutating func writeString(_ value: String?) {
    guard let value else {
      append("null")
      return
    }
    append("\"")
    if value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      writeEscaped(value)
    } else {
      append(value)
    }
    append("\"")
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
        append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
      default: append(String(scalar))
      }
    }
  }
}
