import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import TVGuideBundledCatalog

/// The index answers every query exactly as the plain linear search does.
@Suite struct ShowSearchIndexReferenceTests {
  private static let words = [
    "the", "girls", "girl", "house", "horse", "game", "of", "thrones", "gilrs", "unité", "9", "tosh", "0",
    "star", "trek", "walking", "dead", "law", "order", "svu", "grey's", "anatomy", "glee", "gils",
  ]

  private static func names(count: Int, seed: UInt64) -> [ShowSearchIndex.Entry] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { id in
      let name = (0..<(1 + Int(random.next() % 4))).map { _ in words[Int(random.next() % UInt64(words.count))]
      }
      return .init(
        id: id, name: name.joined(separator: random.next() % 5 == 0 ? ": " : " "),
        weight: Int(random.next() % 4))
    }
  }

  @Test(arguments: [1, 2, 3])
  func everyQueryGetsWhatTheLinearSearchGets(seed: UInt64) {
    let entries = Self.names(count: 400, seed: seed)
    let index = ShowSearchIndex(entries: entries)
    let reference = LinearShowSearch(entries: entries)
    var random = SeededRandom(seed: seed * 7)
    for _ in 0..<150 {
      let typed = (0..<(1 + Int(random.next() % 3))).map { _ in
        Self.words[Int(random.next() % UInt64(Self.words.count))]
      }
      let query = String(typed.joined(separator: " ").prefix(1 + Int(random.next() % 18)))
      #expect(index.search(query) == reference.search(query), "\(query)")
      #expect(index.search(query, limit: 3) == reference.search(query, limit: 3), "\(query)")
    }
  }

  @Test func theBundledCatalogAnswersAsTheLinearSearchDoes() async throws {
    var entries: [ShowSearchIndex.Entry] = []
    for page in 0..<3 {
      entries += try Fixtures.decode([ShowDTO].self, from: "shows/page-\(page).json").map {
        .init(id: $0.id, name: $0.name, weight: $0.weight)
      }
    }
    let (index, reference) = (ShowSearchIndex(entries: entries), LinearShowSearch(entries: entries))
    for query in [
      "girls", "gils", "grils", "the", "house", "gmae of thrones", "dome", "under", "x", "lost", "24",
    ] {
      #expect(index.search(query) == reference.search(query), "\(query)")
    }
  }
}
