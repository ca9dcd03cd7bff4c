import Foundation
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

@Suite struct ShowSummaryDocumentTests {
  @Test func writesEveryKeyWithItsValue() throws {
    let document = ShowSummaryDocument(
      id: 82, name: "Game of Thrones", status: "Ended", premiered: "2011-04-17", rating: 8.9,
      genres: ["Drama", "Fantasy"], network: "HBO")
    let json = try #require(try EncodedJSON.object(from: document))
    #expect(Set(json.keys) == ["id", "name", "status", "premiered", "rating", "genres", "network"])
    #expect(json["id"] as? Int == 82)
    #expect(json["name"] as? String == "Game of Thrones")
    #expect(json["status"] as? String == "Ended")
    #expect(json["premiered"] as? String == "2011-04-17")
    #expect(json["rating"] as? Double == 8.9)
    #expect(json["genres"] as? [String] == ["Drama", "Fantasy"])
    #expect(json["network"] as? String == "HBO")
  }

  @Test func writesAbsentValuesAsNull() throws {
    let document = ShowSummaryDocument(
      id: 9_999, name: "Bare Show", status: nil, premiered: nil, rating: nil, genres: [],
      network: nil)
    let json = try #require(try EncodedJSON.object(from: document))
    #expect(json.count == 7)
    for key in ["status", "premiered", "rating", "network"] {
      #expect(EncodedJSON.isNull(key, in: json), "\(key) must be written as null")
    }
    #expect(json["genres"] as? [String] == [])
  }

  @Test func encodesWhatTheMapperMadeOfABareShow() throws {
    let json = try #require(
      try EncodedJSON.object(from: ShowRowMapper(sanitizer: TerminalText()).document(for: .mockBare)))
    #expect(Set(json.keys) == ["id", "name", "status", "premiered", "rating", "genres", "network"])
    #expect(["status", "premiered", "rating", "network"].allSatisfy { EncodedJSON.isNull($0, in: json) })
  }
}
