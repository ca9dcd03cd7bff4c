/// How a span of text looks on a colour terminal; plain output ignores it.
public struct TextStyle: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  public static let bold = TextStyle(rawValue: 1 << 0)
  public static let dim = TextStyle(rawValue: 1 << 1)
  public static let inverse = TextStyle(rawValue: 1 << 2)
  public static let underline = TextStyle(rawValue: 1 << 3)
  public static let accent = TextStyle(rawValue: 1 << 4)
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
