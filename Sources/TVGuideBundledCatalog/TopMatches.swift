/// The best few candidates seen so far, best first, by a key compared as integers: the kind
/// of match, then how close a fuzzy match is, then the show's place in the order ties are
/// broken by.
struct TopMatches {
  /// What decides between two candidates, most significant first.
  struct Key: Comparable {
    var rank: SearchMatchRank
    /// 0 for anything but a fuzzy match, which grows with its edits.
    var closeness: Int
    var precedence: Int

    static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.rank.rawValue, lhs.closeness, lhs.precedence) < (rhs.rank.rawValue, rhs.closeness, rhs.precedence)
    }
  }

  let limit: Int
  private(set) var kept: [(key: Key, name: Int)] = []

  init(limit: Int) {
    self.limit = limit
  }

  mutating func consider(_ name: Int, key: Key) {
    guard limit > 0 else { return }
    if kept.count == limit {
      guard let worst = kept.last, key < worst.key else { return }
      kept.removeLast()
    }
    let place = kept.firstIndex { key < $0.key } ?? kept.count
    kept.insert((key, name), at: place)
  }
}
