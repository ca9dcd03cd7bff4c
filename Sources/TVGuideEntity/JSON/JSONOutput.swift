import Foundation

/// The bytes of one JSON text as `JSONWriter` writes it, with the arrays and objects open in it.
/// Each method is one step of the text (a field, an element, a closing bracket), so that the
/// encoder reaches these bytes once per step.
struct JSONOutput {
  /// An array or object not closed yet.
  private struct Container {
    var isObject: Bool
    var isEmpty = true
    /// Where this object's fields start in `fields`.
    var firstField: Int
    /// Whether each key so far came after the one before: checked as each field begins, so
    /// that closing the object has no second pass over its keys.
    var fieldsAreSorted = true
  }

  /// A field of an open object, for putting the fields in key order when it closes.
  private struct Field {
    /// Where the separator before the field starts.
    var separator: Int
    /// Where the field's key, quotes included, starts.
    var start: Int
    /// Where the key ends, its closing quote included.
    var keyEnd: Int
  }

  let style: JSONWriter.Style
  private(set) var bytes: [UInt8] = []
  private var containers: [Container] = []
  private var fields: [Field] = []

  init(style: JSONWriter.Style, capacity: Int) {
    self.style = style
    bytes.reserveCapacity(capacity)
  }

  /// How many arrays and objects are open.
  var depth: Int { containers.count }

  // MARK: Containers

  mutating func openObject() {
    append(UInt8(ascii: "{"))
    containers.append(Container(isObject: true, firstField: fields.count))
  }

  mutating func openArray() {
    append(UInt8(ascii: "["))
    containers.append(Container(isObject: false, firstField: fields.count))
  }

  /// Closes what is open deeper than `depth`, innermost first.
  mutating func close(downTo depth: Int) {
    while containers.count > depth { closeInnermost() }
  }

  private mutating func closeInnermost() {
    let container = containers[containers.count - 1]
    if container.isObject, style == .document, !container.fieldsAreSorted {
      sortFields(from: container.firstField)
    }
    containers.removeLast()
    fields.removeSubrange(container.firstField...)
    if style == .document {
      append(container.isEmpty ? "\n\n" : "\n")
      indent()
    }
    append(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
  }

  // MARK: Fields and elements

  /// A field of the object open at `depth`, whatever was open inside it closed first:
  /// `write` writes the value.
  mutating func field(_ key: String, at depth: Int, _ write: (inout JSONOutput) -> Void) {
    close(downTo: depth)
    beginField(key)
    write(&self)
  }

  /// An element of the array open at `depth`, whatever was open inside it closed first:
  /// `write` writes the value.
  mutating func element(at depth: Int, _ write: (inout JSONOutput) -> Void) {
    close(downTo: depth)
    beginItem()
    write(&self)
  }

  /// The separator and key of a field of the innermost object; its value comes next.
  private mutating func beginField(_ key: String) {
    let separator = bytes.count
    beginItem()
    let start = bytes.count
    writeString(key)
    let field = Field(separator: separator, start: start, keyEnd: bytes.count)
    let innermost = containers.count - 1
    if style == .document, fields.count > containers[innermost].firstField,
      let previous = fields.last, !keyPrecedes(previous, field)
    {
      containers[innermost].fieldsAreSorted = false
    }
    fields.append(field)
    append(style == .document ? " : " : ":")
  }

  private mutating func beginItem() {
    let isFirst = containers[containers.count - 1].isEmpty
    containers[containers.count - 1].isEmpty = false
    switch (style, isFirst) {
    case (.document, true): append(UInt8(ascii: "\n"))
    case (.document, false): append(",\n")
    case (.compact, true): break
    case (.compact, false): append(UInt8(ascii: ","))
    }
    if style == .document { indent() }
  }

  private mutating func indent() {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * containers.count))
  }

  // MARK: Values

  mutating func writeNull() {
    append("null")
  }

  mutating func writeBool(_ value: Bool) {
    append(value ? "true" : "false")
  }

  /// A whole number's decimal digits.
  mutating func writeInteger<Integer: BinaryInteger>(_ value: Integer) {
    if value < 0 { append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { digits in
      var start = digits.count
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// A number as `JSONEncoder` writes it: a whole number without `.0`; `null` when it is not
  /// finite, which JSON cannot hold.
  mutating func writeNumber(_ value: Double) {
    guard value.isFinite else { return writeNull() }
    var written = value.description
    if written.hasSuffix(".0") { written.removeLast(2) }
    written.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// A quoted string, escaped as `JSONEncoder` escapes it.
  mutating func writeString(_ value: String) {
    var value = value
    append(UInt8(ascii: "\""))
    value.withUTF8 { utf8 in
      var plainStart = 0
      for index in utf8.indices where Self.needsEscape(utf8[index]) {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
        writeEscape(for: utf8[index])
        plainStart = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart...]))
    }
    append(UInt8(ascii: "\""))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  private mutating func writeEscape(for byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): append("\\\"")
    case UInt8(ascii: "\\"): append("\\\\")
    case 0x08: append("\\b")
    case 0x0C: append("\\f")
    case UInt8(ascii: "\n"): append("\\n")
    case UInt8(ascii: "\r"): append("\\r")
    case UInt8(ascii: "\t"): append("\\t")
    default:
      append("\\u00")
      append(Self.hexDigits[Int(byte >> 4)])
      append(Self.hexDigits[Int(byte & 0xF)])
    }
  }

  // MARK: Bytes

  private mutating func append(_ byte: UInt8) {
    bytes.append(byte)
  }

  private mutating func append(_ literal: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  // MARK: Key order

  /// Puts the innermost object's fields in the order of their keys' bytes, the order
  /// `JSONEncoder`'s `.sortedKeys` gives: a value encodes its keys in the order it declares
  /// them, and most are already sorted, which `beginField` notes so that they are left alone.
  private mutating func sortFields(from first: Int) {
    let fields = self.fields[first...]
    guard fields.count > 1 else { return }
    let body = Array(bytes[fields[first].separator...])
    let base = fields[first].separator
    let ends = fields.dropFirst().map(\.separator) + [bytes.count]
    let order = fields.indices.sorted { keyPrecedes(fields[$0], fields[$1]) }
    bytes.removeSubrange(base...)
    for (position, index) in order.enumerated() {
      append(position == 0 ? "\n" : ",\n")
      indent()
      let end = ends[index - first]
      bytes.append(contentsOf: body[(fields[index].start - base)..<(end - base)])
    }
  }

  /// Whether `lhs`'s key comes before `rhs`'s in byte order, compared in place.
  private func keyPrecedes(_ lhs: Field, _ rhs: Field) -> Bool {
    bytes.withUnsafeBufferPointer { text in
      let (left, right) = (lhs.keyEnd - lhs.start, rhs.keyEnd - rhs.start)
      guard let base = text.baseAddress else { return left < right }
      let order = memcmp(base + lhs.start, base + rhs.start, min(left, right))
      return order < 0 || (order == 0 && left < right)
    }
  }
}
