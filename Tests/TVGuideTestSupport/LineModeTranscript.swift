import Foundation

/// What an app printed in line mode, cut into the screens it printed. Each screen starts with
/// its title bar (`TV Guide`, `TV Guide › Game of Thrones`); screens are printed one after the
/// other with a blank line between them.
public struct LineModeTranscript: Sendable {
  public static let titleBar = "TV Guide"

  /// Every screen, title bar first, without the blank line that follows it.
  public let screens: [String]

  public init(_ text: String) {
    let parts = text.trimmingCharacters(in: .newlines)
      .components(separatedBy: "\n\n" + Self.titleBar)
    screens = parts.enumerated().map { $0.offset == 0 ? $0.element : Self.titleBar + $0.element }
  }
}
