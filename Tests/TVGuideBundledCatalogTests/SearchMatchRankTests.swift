import TVGuideBundledCatalog
import Testing

struct SearchMatchRankTests {
  @Test func betterKindsOfMatchSortFirst() {
    let worstFirst: [SearchMatchRank] = [.fuzzy, .substring, .wordPrefix, .prefix, .exact]
    #expect(worstFirst.sorted() == [.exact, .prefix, .wordPrefix, .substring, .fuzzy])
    #expect(SearchMatchRank.exact < .fuzzy)
  }
}
