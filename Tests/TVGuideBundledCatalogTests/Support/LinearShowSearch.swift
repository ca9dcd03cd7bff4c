@testable import TVGuideBundledCatalog

/// The search as first written: every name ranked against the query in turn, then sorted.
/// Slow, and plain to read, so the index is checked against it.
struct LinearShowSearch {
  let entries: [ShowSearchIndex.Entry]

  func search(_ query: String, limit: Int = ShowSearchIndex.resultLimit) -> [ShowSearchIndex.Match] {
    let needle = SearchText(query)
    guard !needle.isEmpty else { return [] }
    let found = entries.compactMap { entry in rank(of: entry.name, for: needle).map { (entry, $0) } }
    return found.sorted { lhs, rhs in
      if lhs.1.rank != rhs.1.rank { return lhs.1.rank < rhs.1.rank }
      if lhs.1.closeness != rhs.1.closeness { return lhs.1.closeness < rhs.1.closeness }
      if lhs.0.weight != rhs.0.weight { return lhs.0.weight > rhs.0.weight }
      if lhs.0.name.text != rhs.0.name.text { return lhs.0.name.text < rhs.0.name.text }
      return lhs.0.id < rhs.0.id
    }.prefix(limit).map { .init(id: $0.0.id, rank: $0.1.rank) }
  }

  /// How `name` matches, and for a fuzzy match how close: the fewer edits the closer, and at
  /// equal edits the whole name before a word of it.
  private func rank(of name: SearchText, for query: SearchText) -> (rank: SearchMatchRank, closeness: Int)? {
    if name.text == query.text { return (.exact, 0) }
    if name.text.hasPrefix(query.text) { return (.prefix, 0) }
    if name.text.contains(" " + query.text) { return (.wordPrefix, 0) }
    if name.text.contains(query.text) { return (.substring, 0) }
    return fuzzyCloseness(name, query).map { (.fuzzy, $0) }
  }

  private func fuzzyCloseness(_ name: SearchText, _ query: SearchText) -> Int? {
    let whole = BoundedEditDistance(limit: BoundedEditDistance.allowedEdits(forLength: query.scalars.count))
    let wholeEdits = whole.limit > 0 ? whole.distance(name.scalars, query.scalars) : nil
    var wordEdits: Int? = query.words.isEmpty || name.words.isEmpty ? nil : 0
    for queryWord in query.wordScalars where wordEdits != nil {
      let bound = BoundedEditDistance(limit: BoundedEditDistance.allowedEdits(forLength: queryWord.count))
      let best = name.wordScalars.compactMap { bound.distance($0, queryWord) }.min()
      wordEdits = best.map { wordEdits! + $0 }
    }
    return [wholeEdits.map { 2 * $0 }, wordEdits.map { 2 * $0 + 1 }].compactMap { $0 }.min()
  }
}
