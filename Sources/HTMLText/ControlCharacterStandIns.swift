/// Control characters carried through libxml2's HTML parser, which would drop them: each C0
/// control but tab, newline and carriage return, DEL and each C1 control, raw or written as a
/// numeric reference (`&#27;`, `&#x9B;`), becomes a private-use character of plane 16 and
/// comes back after parsing. Those private-use characters are dropped from the source first,
/// so none can be mistaken for a control.
enum ControlCharacterStandIns {
  private static let base: UInt32 = 0x10_FF00

  static func hiding(in html: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in html.unicodeScalars where !isStandIn(scalar.value) {
      scalars.append(standIn(for: scalar.value) ?? scalar)
    }
    let hidden = String(scalars)
    return hidden.contains("&#") ? decodingReferences(hidden) : hidden
  }

  static func restoring(in text: String) -> String {
    guard text.unicodeScalars.contains(where: { isStandIn($0.value) }) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      scalars.append(isStandIn(value) ? Unicode.Scalar(value - base) ?? scalar : scalar)
    }
    return String(scalars)
  }

  private static func isStandIn(_ value: UInt32) -> Bool {
    (base...base + 0x9F).contains(value)
  }

  private static func standIn(for value: UInt32) -> Unicode.Scalar? {
    let isControl = (value < 0x20 && ![0x09, 0x0A, 0x0D].contains(value)) || (0x7F...0x9F).contains(value)
    return isControl ? Unicode.Scalar(base + value) : nil
  }

  /// Numeric references to controls as the stand-ins themselves; other references stay for
  /// the parser.
  private static func decodingReferences(_ html: String) -> String {
    html.replacing(#/&#(?:[xX]([0-9a-fA-F]+)|([0-9]+));?/#) { match in
      let (reference, hex, decimal) = match.output
      let value = hex.flatMap { UInt32($0, radix: 16) } ?? decimal.flatMap { UInt32($0) }
      guard let value, value <= 0x9F, let standIn = standIn(for: value) else { return String(reference) }
      return String(Character(standIn))
    }
  }
}
