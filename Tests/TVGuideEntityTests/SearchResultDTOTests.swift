import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

struct SearchResultDTOTests {
  @Test func fixturesArePresent() {
    #expect(Fixtures.jsonFiles(under: "search").count >= 2)
  }

  @Test(arguments: Fixtures.jsonFiles(under: "search"))
  func searchAnswerDecodesWithoutLoss(_ path: String) throws {
    let raw = try JSONValue(data: Fixtures.data(path))
    let results = try Fixtures.decode([SearchResultDTO].self, from: path)
    #expect(results.count == raw.array?.count)
    #expect(raw.differences(to: try JSONValue(encoding: results), ignoring: ["_links"]) == [])
  }

  @Test func accentedNamesSurviveDecoding() throws {
    let results = try Fixtures.decode([SearchResultDTO].self, from: "search/unite-9.json")
    #expect(results.map(\.show.name).contains("Unité 9"))
  }

  @Test func aQueryWithoutMatchesIsAnEmptyList() throws {
    #expect(try Fixtures.decode([SearchResultDTO].self, from: "search/aoeu-htns.json").isEmpty)
  }
}
