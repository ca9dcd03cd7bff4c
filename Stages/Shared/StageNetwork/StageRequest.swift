/// A request a stage makes of its data source, as a fault plan names it: `page 2`, `show 1`,
/// `cast 1`.
public enum StageRequest: Hashable, Sendable {
  case indexPage(Int)
  case show(id: Int)
  case cast(id: Int)

  /// Reads `page N`, `show ID` or `cast ID`.
  init?(words: [Substring]) {
    guard words.count == 2, let number = Int(words[1]) else { return nil }
    switch words[0] {
    case "page": self = .indexPage(number)
    case "show": self = .show(id: number)
    case "cast": self = .cast(id: number)
    default: return nil
    }
  }
}
