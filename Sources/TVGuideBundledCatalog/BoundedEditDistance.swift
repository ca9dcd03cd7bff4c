/// Damerau–Levenshtein distance (adjacent swaps count as one edit, as in Elasticsearch's
/// fuzzy queries) that gives up as soon as the answer must exceed a bound. It allocates
/// nothing on the heap: search runs it on every keystroke.
struct BoundedEditDistance {
  let limit: Int

  /// The distance when it is at most `limit`, else `nil`.
  func distance<Text: RandomAccessCollection>(_ lhs: Text, _ rhs: Text) -> Int?
  where Text.Element: Equatable, Text.Index == Int {
    let (left, right) = (lhs.count, rhs.count)
    guard abs(left - right) <= limit else { return nil }
    if left == 0 || right == 0 { return max(left, right) }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (right + 1)) { rows in
      var beforePrevious = rows.baseAddress!
      var previous = beforePrevious + (right + 1)
      var current = previous + (right + 1)
      for j in 0...right { previous[j] = j }
      let (leftStart, rightStart) = (lhs.startIndex, rhs.startIndex)
      for i in 1...left {
        current[0] = i
        var rowMinimum = i
        let leftScalar = lhs[leftStart + i - 1]
        for j in 1...right {
          let rightScalar = rhs[rightStart + j - 1]
          var value = Swift.min(
            previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (leftScalar == rightScalar ? 0 : 1))
          if i > 1, j > 1, leftScalar == rhs[rightStart + j - 2], lhs[leftStart + i - 2] == rightScalar {
            value = Swift.min(value, beforePrevious[j - 2] + 1)
          }
          current[j] = value
          rowMinimum = Swift.min(rowMinimum, value)
        }
        guard rowMinimum <= limit else { return nil }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
      }
      return previous[right] <= limit ? previous[right] : nil
    }
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
