import Testing

@testable import TVGuideBundledCatalog

struct BoundedEditDistanceTests {
  private func distance(_ lhs: String, _ rhs: String, limit: Int) -> Int? {
    BoundedEditDistance(limit: limit).distance(Array(lhs.unicodeScalars)[...], Array(rhs.unicodeScalars)[...])
  }

  @Test(arguments: [
    ("house", "house", 0), ("", "", 0), ("", "abc", 3), ("house", "horse", 1), ("lost", "losts", 1),
    ("lost", "lot", 1), ("game", "gmae", 1), ("ab", "ba", 1), ("kitten", "sitting", 3),
    ("abcdef", "badcfe", 3),
  ])
  func countsEditsWithSwapsAsOne(_ lhs: String, _ rhs: String, _ edits: Int) {
    #expect(distance(lhs, rhs, limit: edits) == edits)
    #expect(distance(rhs, lhs, limit: edits) == edits)
    #expect(distance(lhs, rhs, limit: edits + 2) == edits)
  }

  @Test(arguments: [
    ("kitten", "sitting", 2), ("", "abc", 2), ("a", "abcd", 2), ("game", "gmae", 0),
    ("abcdefgh", "hgfedcba", 3),
  ])
  func givesUpPastTheLimit(_ lhs: String, _ rhs: String, _ limit: Int) {
    #expect(distance(lhs, rhs, limit: limit) == nil)
  }

  @Test(arguments: [(0, 0), (1, 0), (2, 0), (3, 1), (4, 1), (5, 1), (6, 2), (7, 2), (30, 2)])
  func allowsEditsLikeElasticsearchsAUTO(_ length: Int, _ edits: Int) {
    #expect(BoundedEditDistance.allowedEdits(forLength: length) == edits)
  }
}
