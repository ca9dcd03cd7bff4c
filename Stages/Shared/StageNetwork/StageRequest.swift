/// A request a stage makes of its data source, as a fault plan names it: `page 2`, `show 1`.
public enum StageRequest: Hashable, Sendable {
  case indexPage(Int)
  case show(id: Int)

  /// Reads `page N` or `show ID`.
  init?(words: [Substring]) {
    guard words.count == 2, let number = Int(words[1]) else { return nil }
    switch words[0] {
    case "page": self = .indexPage(number)
    case "show": self = .show(id: number)
    default: return nil
    }
  }
}
