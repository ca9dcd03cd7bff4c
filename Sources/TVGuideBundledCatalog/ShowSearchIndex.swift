/// Ranked, case- and accent-insensitive search over show names: exact name, then prefix,
/// then word prefix, then substring, then names within a small edit distance. Ties go to
/// the show TVMaze weighs as more popular.
public struct ShowSearchIndex: Sendable {
  /// One searchable show.
  public struct Entry: Sendable {
    public let id: Int
    public let name: SearchText
    public let weight: Int

    public init(id: Int, name: String, weight: Int?) {
      self.id = id
      self.name = SearchText(name)
      self.weight = weight ?? 0
    }
  }

  /// One result: the show's id and how it matched.
  public struct Match: Equatable, Sendable {
    public let id: Int
    public let rank: SearchMatchRank
  }

  public static let resultLimit = 10

  private let entries: [Entry]

  public init(entries: [Entry]) {
    self.entries = entries
  }

  public func search(_ query: String, limit: Int = resultLimit) -> [Match] {
    let needle = SearchText(query)
    guard !needle.isEmpty else { return [] }
    var found: [(entry: Entry, rank: SearchMatchRank)] = []
    for entry in entries {
      if let rank = Self.rank(of: entry.name, for: needle) { found.append((entry, rank)) }
    }
    found.sort { lhs, rhs in
      if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
      if lhs.entry.weight != rhs.entry.weight { return lhs.entry.weight > rhs.entry.weight }
      if lhs.entry.name.text != rhs.entry.name.text { return lhs.entry.name.text < rhs.entry.name.text }
      return lhs.entry.id < rhs.entry.id
    }
    return found.prefix(limit).map { Match(id: $0.entry.id, rank: $0.rank) }
  }

  static func rank(of name: SearchText, for query: SearchText) -> SearchMatchRank? {
    if name.text == query.text { return .exact }
    if name.text.hasPrefix(query.text) { return .prefix }
    if name.text.contains(" " + query.text) { return .wordPrefix }
    if name.text.contains(query.text) { return .substring }
    return isFuzzyMatch(name, query) ? .fuzzy : nil
  }

  /// Every word of the query is within its allowed edits of some word of the name, or the
  /// whole query is within them of the whole name.
  private static func isFuzzyMatch(_ name: SearchText, _ query: SearchText) -> Bool {
    let whole = BoundedEditDistance(limit: BoundedEditDistance.allowedEdits(forLength: query.scalars.count))
    if whole.limit > 0, whole.distance(name.scalars[...], query.scalars[...]) != nil { return true }
    guard !query.words.isEmpty, !name.words.isEmpty else { return false }
    return query.wordScalars.allSatisfy { queryWord in
      let bound = BoundedEditDistance(limit: BoundedEditDistance.allowedEdits(forLength: queryWord.count))
      guard bound.limit > 0 else { return name.wordScalars.contains(queryWord) }
      return name.wordScalars.contains { bound.distance($0[...], queryWord[...]) != nil }
    }
  }
}
