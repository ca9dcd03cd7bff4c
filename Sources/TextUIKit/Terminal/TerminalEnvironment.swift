import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process's terminal can do: its size, whether it is a terminal at all, and
/// whether colour is welcome.
public struct TerminalEnvironment: Sendable {
  /// The width used when neither the terminal nor `COLUMNS` gives one.
  public static let fallbackWidth = 80
  /// The height used when neither the terminal nor `LINES` gives one.
  public static let fallbackHeight = 24
  /// The widest and tallest screen drawn: a wider terminal or `COLUMNS` gets 1,000 columns,
  /// so a mistyped `COLUMNS=1000000` costs what 1,000 does rather than minutes of padding.
  public static let maximumWidth = 1000
  /// The tallest screen drawn, for the same reason as ``maximumWidth``.
  public static let maximumHeight = 1000

  /// Whether standard input is a terminal, so keys can be read one at a time.
  public var isInputTerminal: Bool
  /// Whether standard output is a terminal rather than a pipe or a file.
  public var isOutputTerminal: Bool
  /// The variables read for size and colour: `COLUMNS`, `LINES`, `NO_COLOR` and `TERM`.
  public var environment: [String: String]

  /// Creates an environment from known facts; tests pass their own, ``current()`` reads the process's.
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
