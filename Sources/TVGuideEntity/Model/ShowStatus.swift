/// Where a show is in its life; statuses TVMaze may add later are kept as they are sent.
public enum ShowStatus: Hashable, Sendable {
  /// New episodes still come (`Running`).
  case running
  /// No more episodes will come (`Ended`).
  case ended
  /// Between seasons, not yet renewed or cancelled (`To Be Determined`).
  case toBeDetermined
  /// Announced but not yet aired (`In Development`).
  case inDevelopment
  /// A status TVMaze added after this app was written, kept as sent.
  case other(String)

  /// Maps TVMaze's status text; `nil` or blank text means the status is unknown.
  public init?(text: String?) {
    guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
    switch text {
    case "Running": self = .running
    case "Ended": self = .ended
    case "To Be Determined": self = .toBeDetermined
    case "In Development": self = .inDevelopment
    default: self = .other(text)
    }
  }

  /// The text TVMaze uses for this status.
  public var rawText: String {
    switch self {
    case .running: "Running"
    case .ended: "Ended"
    case .toBeDetermined: "To Be Determined"
    case .inDevelopment: "In Development"
    case .other(let text): text
    }
  }
}
