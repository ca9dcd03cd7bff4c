/// Ranked, case- and accent-insensitive search over show names: exact name, then prefix,
/// then word prefix, then substring, then names within a small edit distance (fewest edits
/// first, and at equal edits a name the whole query is a typo of before a name with a word
/// it is a typo of). Ties go to the show TVMaze weighs as more popular, then by name, then
/// by id.
///
/// Built once for a catalog and asked on every keystroke, so the work is done up front: the
/// names are laid out for one scan per query, the order ties are broken by is computed once,
/// and fuzzy search compares words with a vocabulary rather than with every name.
public struct ShowSearchIndex: Sendable {
  /// One searchable show.
  public struct Entry: Sendable {
    /// TVMaze's id of the show.
    public let id: Int
    /// The show's name as search compares it.
    public let name: SearchText
    /// TVMaze's popularity score, 0–100, which breaks ties; 0 when TVMaze sent none.
    public let weight: Int

    /// Creates an entry; a missing weight counts as 0, least popular.
    public init(id: Int, name: String, weight: Int?) {
      self.id = id
      self.name = SearchText(name)
      self.weight = weight ?? 0
    }
  }

  /// One result: the show's id and how it matched.
  public struct Match: Equatable, Sendable {
    /// TVMaze's id of the matching show.
    public let id: Int
    /// How the show's name matched the query.
    public let rank: SearchMatchRank
  }

  /// How many matches a search returns by default: TVMaze's own limit.
  public static let resultLimit = 10

  private let entries: [Entry]
  /// Each entry's place in the order ties are broken by.
  private let precedence: [Int]
  private let characterSets: [CharacterSet64]
  /// The entries by the number of scalars in their name: a name more edits longer or
  /// shorter than the query cannot be a typo of it.
  private let entriesByLength: [[Int]]
  private let table: SearchNameTable
  private let vocabulary: SearchVocabulary

  /// Builds the index over `entries`, doing the work every later search would repeat.
  public init(entries: [Entry]) {
    self.entries = entries
    let order = entries.indices.sorted { Self.breaksTieBefore(entries[$0], entries[$1]) }
    var precedence = [Int](repeating: 0, count: entries.count)
    for (place, entry) in order.enumerated() { precedence[entry] = place }
    self.precedence = precedence
    characterSets = entries.map { CharacterSet64($0.name.scalars) }
    var byLength = [[Int]](repeating: [], count: (entries.map(\.name.scalars.count).max() ?? 0) + 1)
    for (entry, value) in entries.enumerated() { byLength[value.name.scalars.count].append(entry) }
    entriesByLength = byLength
    table = SearchNameTable(names: entries.map(\.name.text))
    vocabulary = SearchVocabulary(names: entries.map(\.name))
  }

  /// The best `limit` matches for `query`, best first.
  public func search(_ query: String, limit: Int = resultLimit) -> [Match] {
    let needle = SearchText(query)
    guard !needle.isEmpty else { return [] }
    let bytes = Array(needle.text.utf8)
    // Names that start with the query come before every other kind of match, so when there
    // are enough of them they are the answer, and only they need looking at.
    let starting = table.namesStarting(with: bytes)
    if starting.count >= limit {
      var top = TopMatches(limit: limit)
      for entry in starting {
        let rank: SearchMatchRank = table.length(of: entry) == bytes.count ? .exact : .prefix
        top.consider(entry, key: .init(rank: rank, closeness: 0, precedence: precedence[entry]))
      }
      return top.kept.map { Match(id: entries[$0.name].id, rank: $0.key.rank) }
    }
    var ranks = [SearchMatchRank?](repeating: nil, count: entries.count)
    var matched: [Int] = []
    table.forEachMatch(of: bytes) { entry, rank in
      if let known = ranks[entry] {
        if rank < known { ranks[entry] = rank }
      } else {
        ranks[entry] = rank
        matched.append(entry)
      }
    }
    var top = TopMatches(limit: limit)
    for entry in matched {
      top.consider(
        entry, key: .init(rank: ranks[entry] ?? .substring, closeness: 0, precedence: precedence[entry]))
    }
    // Every other kind of match comes before a fuzzy one: look for those only when needed.
    if matched.count < limit {
      for (entry, closeness) in fuzzyMatches(for: needle) where ranks[entry] == nil {
        top.consider(entry, key: .init(rank: .fuzzy, closeness: closeness, precedence: precedence[entry]))
      }
    }
    return top.kept.map { Match(id: entries[$0.name].id, rank: $0.key.rank) }
  }

  /// The entries within their allowed edits of the query, the whole name against the whole
  /// query or every word of the query against some word of the name, with how close:
  /// `2 × edits`, plus one for a match by words.
  private func fuzzyMatches(for query: SearchText) -> [Int: Int] {
    var found = wholeNameMatches(for: query).mapValues { 2 * $0 }
    var byWord: [Int: Int]?
    for word in query.wordScalars {
      let near = vocabulary.names(near: word, edits: BoundedEditDistance.allowedEdits(forLength: word.count))
      byWord =
        byWord.map { sofar in
          sofar.reduce(into: [:]) { kept, pair in
            if let edits = near[pair.key] { kept[pair.key] = pair.value + edits }
          }
        } ?? near
      if byWord?.isEmpty == true { break }
    }
    for (entry, edits) in byWord ?? [:] { found[entry] = min(found[entry] ?? .max, 2 * edits + 1) }
    return found
  }

  private func wholeNameMatches(for query: SearchText) -> [Int: Int] {
    let allowed = BoundedEditDistance.allowedEdits(forLength: query.scalars.count)
    guard allowed > 0 else { return [:] }
    let characters = CharacterSet64(query.scalars)
    let bound = BoundedEditDistance(limit: allowed)
    var found: [Int: Int] = [:]
    let lengths = max(0, query.scalars.count - allowed)...(query.scalars.count + allowed)
    for length in lengths where length < entriesByLength.count {
      for entry in entriesByLength[length] where characterSets[entry].mayBeWithin(allowed, of: characters) {
        if let edits = bound.distance(entries[entry].name.scalars, query.scalars) { found[entry] = edits }
      }
    }
    return found
  }

  private static func breaksTieBefore(_ lhs: Entry, _ rhs: Entry) -> Bool {
    if lhs.weight != rhs.weight { return lhs.weight > rhs.weight }
    if lhs.name.text != rhs.name.text { return lhs.name.text < rhs.name.text }
    return lhs.id < rhs.id
  }
}
