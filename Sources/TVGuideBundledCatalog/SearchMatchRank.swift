/// How well a name matches a query, best first; the order TVMaze's results follow too.
public enum SearchMatchRank: Int, Comparable, Sendable, CaseIterable {
  /// The name is the query, once both are reduced to ``SearchText``.
  case exact
  /// The name starts with the query.
  case prefix
  /// A word of the name after the first starts with the query.
  case wordPrefix
  /// The query is somewhere inside the name.
  case substring
  /// The name, or a word of it, is a few edits away from the query: a typo.
  case fuzzy

  /// Whether `lhs` is a better kind of match than `rhs`.
  public static func < (lhs: SearchMatchRank, rhs: SearchMatchRank) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
