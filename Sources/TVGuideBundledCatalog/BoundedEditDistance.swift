/// Damerau–Levenshtein distance (adjacent swaps count as one edit, as in Elasticsearch's
/// fuzzy queries) that gives up as soon as the answer must exceed a bound.
struct BoundedEditDistance {
  let limit: Int

  /// The distance when it is at most `limit`, else `nil`.
  func distance(_ lhs: ArraySlice<Unicode.Scalar>, _ rhs: ArraySlice<Unicode.Scalar>) -> Int? {
    let left = Array(lhs)
    let right = Array(rhs)
    guard abs(left.count - right.count) <= limit else { return nil }
    if left.isEmpty || right.isEmpty { return max(left.count, right.count) }
    var beforePrevious = [Int](repeating: 0, count: right.count + 1)
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for i in 1...left.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          value = min(value, beforePrevious[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      guard rowMinimum <= limit else { return nil }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[right.count] <= limit ? previous[right.count] : nil
  }

  /// Elasticsearch's `AUTO` fuzziness, which TVMaze's search uses: no typo allowed in one or
  /// two characters, one in three to five, two in longer words.
  static func allowedEdits(forLength length: Int) -> Int {
    switch length {
    case ..<3: 0
    case 3...5: 1
    default: 2
    }
  }
}
