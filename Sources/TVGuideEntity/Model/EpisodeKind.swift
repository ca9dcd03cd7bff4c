/// TVMaze's episode `type`; answers before 2022 do not carry it at all.
public enum EpisodeKind: Hashable, Sendable {
  /// A numbered episode of its season (`regular`).
  case regular
  /// A special that matters to the story (`significant_special`).
  case significantSpecial
  /// A special the story does without, such as a recap (`insignificant_special`).
  case insignificantSpecial
  /// A type TVMaze added after this app was written, kept as sent.
  case other(String)

  /// Maps TVMaze's type text; `nil` stays unknown.
  public init?(text: String?) {
    guard let text, !text.isEmpty else { return nil }
    switch text {
    case "regular": self = .regular
    case "significant_special": self = .significantSpecial
    case "insignificant_special": self = .insignificantSpecial
    default: self = .other(text)
    }
  }

  /// The text TVMaze uses for this kind.
  public var rawText: String {
    switch self {
    case .regular: "regular"
    case .significantSpecial: "significant_special"
    case .insignificantSpecial: "insignificant_special"
    case .other(let text): text
    }
  }
}
