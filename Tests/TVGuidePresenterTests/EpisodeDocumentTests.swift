import TVGuidePresenter
import TVGuideTestSupport
import Testing

@Suite struct EpisodeDocumentTests {
  @Test func writesEveryKeyWithItsValue() throws {
    let document = EpisodeDocument(
      id: 4952, number: 1, name: "Winter is Coming", airdate: "2011-04-17", runtime: 60,
      type: "regular")
    let json = try #require(try EncodedJSON.object(from: document))
    #expect(Set(json.keys) == ["id", "number", "name", "airdate", "runtime", "type"])
    #expect(json["id"] as? Int == 4952)
    #expect(json["number"] as? Int == 1)
    #expect(json["name"] as? String == "Winter is Coming")
    #expect(json["airdate"] as? String == "2011-04-17")
    #expect(json["runtime"] as? Int == 60)
    #expect(json["type"] as? String == "regular")
  }

  @Test func writesASpecialsMissingNumberAsNull() throws {
    let document = EpisodeDocument(
      id: 1, number: nil, name: nil, airdate: nil, runtime: nil, type: nil)
    let json = try #require(try EncodedJSON.object(from: document))
    #expect(json.count == 6)
    for key in ["number", "name", "airdate", "runtime", "type"] {
      #expect(EncodedJSON.isNull(key, in: json), "\(key) must be written as null")
    }
  }
}
