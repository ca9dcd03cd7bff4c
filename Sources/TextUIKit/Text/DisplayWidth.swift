/// How many terminal columns text takes: East Asian wide characters and emoji take two,
/// combining marks and zero-width characters none, everything else one.
public enum DisplayWidth {
  /// How many terminal columns `text` takes.
  public static func of(_ text: some StringProtocol) -> Int {
    if let width = text.utf8.withContiguousStorageIfAvailable(asciiWidth(of:)), let width { return width }
    let utf8 = text.utf8
    var width = 0
    var index = utf8.startIndex
    let end = utf8.endIndex
    while index != end {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      // An ASCII byte followed by another (or by the end) is a whole character: nothing after
      // it can join it, so it needs no grapheme breaking. Almost every row is all ASCII.
      if byte < 0x80, next == end || utf8[next] < 0x80 {
        width += asciiWidth(byte)
        index = next
        continue
      }
      width += of(text[index])
      index = text.index(after: index)
    }
    return width
  }

  /// How many terminal columns `character` takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x80, character.utf8.count == 1 { return asciiWidth(UInt8(first.value)) }
    if scalars.count > 1, scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    if let width = commonScriptWidth(first.value) { return width }
    return propertyLookupWidth(of: character)
  }

  /// The width from the character's Unicode properties: what every character took before the
  /// fast paths, kept for the rare ones and as the tests' reference.
  static func propertyLookupWidth(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    if first.properties.isEmojiPresentation { return 2 }
    // A prepended mark joins whatever follows it into its character, even a space, but the
    // terminal still gives what follows its own columns: measured by the mark alone, the
    // space padding "(\u{600}" went missing, and the cell was a column short.
    if scalars.count > 1, isPrepended(first.value) {
      return width(of: first) + of(String(String.UnicodeScalarView(scalars.dropFirst())))
    }
    return width(of: first)
  }

  /// Unicode's prepended characters (Grapheme_Cluster_Break=Prepend, Unicode 15): the
  /// Arabic number and year signs U+0600…U+0605 and a few more, which join the next character.
  private static func isPrepended(_ value: UInt32) -> Bool {
    switch value {
    case 0x600...0x605, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0xD4E, 0x110BD, 0x110CD, 0x111C2...0x111C3,
      0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02:
      true
    default: false
    }
  }

  /// The width of all-ASCII text, read straight from its bytes; nil for any other text.
  private static func asciiWidth(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var width = 0
    for byte in bytes {
      guard byte < 0x80 else { return nil }
      width &+= asciiWidth(byte)
    }
    return width
  }

  private static func asciiWidth(_ byte: UInt8) -> Int {
    byte >= 0x20 && byte != 0x7F ? 1 : 0
  }

  /// The width of a character starting with `value` when it is in a block whose widths are
  /// known without looking up Unicode properties (none of them has emoji presentation), nil
  /// otherwise. DisplayWidthTests checks every scalar against the property lookups.
  private static func commonScriptWidth(_ value: UInt32) -> Int? {
    switch value {
    case 0..<0x20, 0x7F..<0xA0, 0xAD: 0
    case 0x20..<0x7F, 0xA0..<0x300: 1
    // Greek, Cyrillic (but its combining marks 0x483–0x489), Armenian, Hebrew letters.
    case 0x370..<0x483, 0x48A..<0x591, 0x5D0..<0x5F5: 1
    // Hiragana and katakana (but the combining voicing marks 0x3099–0x309A).
    case 0x3041..<0x3099, 0x309B..<0x3100: 2
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60: 2
    default: nil
    }
  }

  private static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B { return 0 }
    return isWide(value) ? 2 : 1
  }

  /// East Asian Wide and Fullwidth ranges (Unicode 15, UAX #11).
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
    0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
    0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
    0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
    0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
    0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
    0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
    0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
    0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
    0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
    0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
