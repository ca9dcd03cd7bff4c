/// How a span of text looks on a colour terminal; plain output ignores it.
public struct TextStyle: OptionSet, Hashable, Sendable {
  /// The styles as bits, one per style.
  public let rawValue: UInt8

  /// Creates the set of styles whose bits are in `rawValue`.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Heavier text, for headers and the search prompt.
  public static let bold = TextStyle(rawValue: 1 << 0)
  /// Fainter text, for placeholders and secondary facts.
  public static let dim = TextStyle(rawValue: 1 << 1)
  /// Foreground and background swapped, for the selected row.
  public static let inverse = TextStyle(rawValue: 1 << 2)
  /// Underlined text.
  public static let underline = TextStyle(rawValue: 1 << 3)
  /// Cyan text, to pick out a value such as a special episode or the breadcrumb.
  public static let accent = TextStyle(rawValue: 1 << 4)
  /// Yellow text, for notices and errors such as stale data or a failed load.
  public static let warning = TextStyle(rawValue: 1 << 5)
  /// Marks where typing goes; drawn as an inverse block on a screen, left out of plain text.
  public static let cursor = TextStyle(rawValue: 1 << 6)

  /// The SGR parameters that switch this style on.
  var sgrParameters: [String] {
    var parameters: [String] = []
    if contains(.bold) { parameters.append("1") }
    if contains(.dim) { parameters.append("2") }
    if contains(.underline) { parameters.append("4") }
    if contains(.inverse) || contains(.cursor) { parameters.append("7") }
    if contains(.accent) { parameters.append("36") }
    if contains(.warning) { parameters.append("33") }
    return parameters
  }
}
