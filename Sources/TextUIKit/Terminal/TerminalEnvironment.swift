import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process's terminal can do: its size, whether it is a terminal at all, and
/// whether colour is welcome.
public struct TerminalEnvironment: Sendable {
  public static let fallbackWidth = 80
  public static let fallbackHeight = 24
  /// The widest and tallest screen drawn: a wider terminal or `COLUMNS` gets 1,000 columns,
  /// so a mistyped `COLUMNS=1000000` costs what 1,000 does rather than minutes of padding.
  public static let maximumWidth = 1000
  public static let maximumHeight = 1000

  public var isInputTerminal: Bool
  public var isOutputTerminal: Bool
  public var environment: [String: String]

  public init(
    isInputTerminal: Bool, isOutputTerminal: Bool,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.isInputTerminal = isInputTerminal
    self.isOutputTerminal = isOutputTerminal
    self.environment = environment
  }

  /// The real process: standard input and output as they are now.
  public static func current() -> TerminalEnvironment {
    TerminalEnvironment(
      isInputTerminal: isatty(STDIN_FILENO) == 1, isOutputTerminal: isatty(STDOUT_FILENO) == 1)
  }

  /// Colour only on a terminal, and never when `NO_COLOR` is set (https://no-color.org).
  public var usesColor: Bool {
    guard isOutputTerminal else { return false }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    return environment["TERM"] != "dumb"
  }

  /// The terminal's width, else `COLUMNS`, else 80; at most `maximumWidth`.
  public var width: Int {
    if isOutputTerminal, let size = Self.windowSize(), size.columns > 0 {
      return min(size.columns, Self.maximumWidth)
    }
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
      return min(columns, Self.maximumWidth)
    }
    return Self.fallbackWidth
  }

  /// The terminal's height, else `LINES`, else 24; at most `maximumHeight`.
  public var height: Int {
    if isOutputTerminal, let size = Self.windowSize(), size.rows > 0 {
      return min(size.rows, Self.maximumHeight)
    }
    if let lines = environment["LINES"].flatMap(Int.init), lines > 0 { return min(lines, Self.maximumHeight) }
    return Self.fallbackHeight
  }

  private static func windowSize() -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }
}
