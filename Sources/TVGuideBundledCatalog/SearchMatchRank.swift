/// How well a name matches a query, best first; the order TVMaze's results follow too.
public enum SearchMatchRank: Int, Comparable, Sendable, CaseIterable {
  case exact
  case prefix
  case wordPrefix
  case substring
  case fuzzy

  /// Whether `lhs` is a better kind of match than `rhs`.
  public static func < (lhs: SearchMatchRank, rhs: SearchMatchRank) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
