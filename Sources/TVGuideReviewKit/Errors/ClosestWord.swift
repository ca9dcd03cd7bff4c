/// The known word a misspelt one most likely meant, for error messages that suggest it:
/// `exclude` → `excluded`, `review_test` → `review_tests`.
enum ClosestWord {
  /// The word of `candidates` fewest edits away from `word`, if it is close enough to be a
  /// slip (a third of its letters, and at least two).
  static func to(_ word: String, among candidates: [String]) -> String? {
    let letters = Array(word.lowercased().prefix(64))
    let scored = candidates.map { ($0, distance(letters, Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, letters.count / 3) ? best.0 : nil
  }

  /// Levenshtein's distance: insertions, deletions and substitutions, one row at a time.
  private static func distance(_ left: [Character], _ right: [Character]) -> Int {
    var previous = Array(0...right.count)
    for (row, character) in left.enumerated() {
      var current = [row + 1] + Array(repeating: 0, count: right.count)
      for column in right.indices {
        let substitution = previous[column] + (character == right[column] ? 0 : 1)
        current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
      }
      previous = current
    }
    return previous[right.count]
  }
}
