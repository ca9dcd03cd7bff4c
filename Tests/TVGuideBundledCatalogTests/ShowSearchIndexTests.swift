import TVGuideBundledCatalog
import Testing

struct ShowSearchIndexTests {
  private func search(_ query: String, in names: [(Int, String, Int?)], limit: Int = 10)
    -> [ShowSearchIndex.Match]
  {
    ShowSearchIndex(entries: names.map { .init(id: $0.0, name: $0.1, weight: $0.2) }).search(
      query, limit: limit)
  }

  /// Each kind of match beats any better-weighted match of a worse kind.
  @Test func ranksExactThenPrefixThenWordPrefixThenSubstringThenFuzzy() {
    let names: [(Int, String, Int?)] = [
      (5, "Horse", 90), (4, "Lighthouse", 80), (3, "Full House", 70), (2, "House of Cards", 60),
      (1, "House", 10), (6, "Dexter", 100),
    ]
    let matches = search("house", in: names)
    #expect(matches.map(\.id) == [1, 2, 3, 4, 5])
    #expect(matches.map(\.rank) == [.exact, .prefix, .wordPrefix, .substring, .fuzzy])
  }

  @Test func tiesGoToTheHeavierShowThenByNameThenByID() {
    let names: [(Int, String, Int?)] = [
      (1, "Girls Club", 10), (2, "Girls B", 90), (3, "Girls A", 10), (4, "Girls Club", 10),
      (5, "Girls Z", nil), (6, "Girls Y", 1),
    ]
    #expect(search("girls", in: names).map(\.id) == [2, 3, 1, 4, 6, 5])
  }

  @Test func ignoresCaseAccentsAndPunctuation() {
    let names: [(Int, String, Int?)] = [(1, "Unité 9", 0), (2, "Tosh.0", 0)]
    #expect(search("UNITE 9", in: names) == search("unité-9", in: names))
    #expect(search("UNITE 9", in: names).first?.rank == .exact)
    #expect(search("tosh 0", in: names).map(\.id) == [2])
  }

  @Test func keepsAtMostTheLimit() {
    let names: [(Int, String, Int?)] = (1...15).map { ($0, "Star \($0)", $0) }
    #expect(search("star", in: names).map(\.id) == Array((6...15).reversed()))
    #expect(search("star", in: names, limit: 3).count == 3)
    #expect(ShowSearchIndex.resultLimit == 10)
  }

  @Test(arguments: ["", "   ", "?!", "--"])
  func nothingToSearchForFindsNothing(_ query: String) {
    #expect(search(query, in: [(1, "House", 0), (2, "?!", 0)]).isEmpty)
  }

  /// Elasticsearch's AUTO fuzziness: no typo in 1–2 letters, one in 3–5, two in longer words.
  @Test(arguments: [
    ("ab", "ac", false), ("lust", "lost", true), ("lxxt", "lost", false), ("sienfeld", "seinfeld", true),
    ("sxinfxld", "seinfeld", true), ("sxxnfxld", "seinfeld", false), ("hosue", "house", true),
  ])
  func fuzzyMatchesAllowEditsByLength(_ query: String, _ name: String, _ matches: Bool) {
    let found = search(query, in: [(1, name, 0)])
    #expect(found.map(\.rank) == (matches ? [.fuzzy] : []))
  }

  @Test func everyWordOfAQueryMayHaveItsOwnTypo() {
    let names: [(Int, String, Int?)] = [(1, "Game of Thrones", 0), (2, "Game of Life", 0)]
    #expect(search("gmae of thornes", in: names).map(\.id) == [1])
    #expect(search("gamx ox thronxs", in: names).isEmpty)
  }

  /// At equal edits a name the query is a typo of beats a longer one with a word it is a typo
  /// of, however heavier; fewer edits beat more.
  @Test func closerFuzzyMatchesComeFirst() {
    let names: [(Int, String, Int?)] = [(1, "Thrxnxs", 99), (2, "Game of Thrnoes", 50), (3, "Thornes", 10)]
    #expect(search("thrones", in: names).map(\.id) == [3, 2, 1])
    let girls: [(Int, String, Int?)] = [(1, "2 Broke Girls", 90), (2, "Girls", 10)]
    #expect(search("grils", in: girls).map(\.id) == [2, 1])
  }
}
