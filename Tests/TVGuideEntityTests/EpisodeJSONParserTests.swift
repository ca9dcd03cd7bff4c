import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

/// The hand-written episode parser against `JSONDecoder`: the same episodes from every real
/// list, and `nil` (so the data sources ask `JSONDecoder`) for anything out of the ordinary.
@Suite struct EpisodeJSONParserTests {
  private let parser = EpisodeJSONParser()

  private func list(_ json: String) -> [EpisodeDTO]? {
    Array(json.utf8).withUnsafeBufferPointer { parser.episodes(in: $0) }
  }

  private func episode(_ json: String) -> EpisodeDTO? {
    Array(json.utf8).withUnsafeBufferPointer { parser.episode(in: $0) }
  }

  private func decoded(_ json: String) -> EpisodeDTO? {
    try? JSONDecoder().decode(EpisodeDTO.self, from: Data(json.utf8))
  }

  @Test(arguments: Fixtures.jsonFiles(under: "episodes") + Fixtures.jsonFiles(under: "variants"))
  func everyRealListReadsAsJSONDecoderReadsIt(path: String) throws {
    let data = try Fixtures.data(path)
    guard let expected = try? JSONDecoder().decode([EpisodeDTO].self, from: data) else { return }
    let parsed = Array(data).withUnsafeBufferPointer { parser.episodes(in: $0) }
    #expect(parsed == expected)
  }

  @Test func nullsAndMissingFieldsAreNil() throws {
    let json = #"{"id":1,"season":2,"name":null,"number":null,"rating":{"average":null},"runtime":null}"#
    let parsed = try #require(episode(json))
    #expect(parsed == EpisodeDTO(id: 1, name: nil, season: 2, number: nil, rating: RatingDTO(average: nil)))
    #expect(parsed == decoded(json))
  }

  @Test func escapesAndUnicodeAreResolved() throws {
    let json = #"""
      { "id" : 7 , "season" : 1, "name" : "Caf\u00e9 \"Noir\" \\ a\/b\n\t進撃 👩‍👩‍👧 Ünïcödé",
        "summary": "<p>skipped \u00e9 \" \\ ok</p>", "_links": {"self": {"href": "x"}}, "rating": {"average": 8.25} }
      """#
    let parsed = try #require(episode(json))
    #expect(parsed.name == "Café \"Noir\" \\ a/b\n\t進撃 👩‍👩‍👧 Ünïcödé")
    #expect(parsed.rating == RatingDTO(average: 8.25))
    #expect(parsed == decoded(json))
  }

  @Test(arguments: [
    #"{"id":1}"#,  // no season
    #"{"id":null,"season":1}"#,
    #"{"id":1,"season":1,"id":2}"#,  // a repeated field
    #"{"id":1.0,"season":1}"#,  // an integer written as a fraction
    #"{"id":1,"season":1,"name":7}"#,
    #"{"id":1,"season":1,"name":"\ud83d\ude00"}"#,  // an escaped surrogate pair
    #"{"i\u0064":1,"season":1}"#,  // an escaped key
    #"{"id":1,"season":1,"rating":{"average":1e999}}"#,
    #"{"id":99999999999999999999,"season":1}"#,
  ])
  func unusualEpisodesAreLeftToJSONDecoder(json: String) {
    #expect(episode(json) == nil)
  }

  @Test(arguments: [
    #"{"id":1,"season":1"#, #"{"id":01,"season":1}"#, "{\"id\":1,\"season\":1,\"name\":\"tab\there\"}",
    #"{"id":1,"season":1,"image":{"a":tru}}"#, #"{"id":1,"season":1} trailing"#,
  ])
  func malformedEpisodesAreNeverRead(json: String) {
    #expect(episode(json) == nil)
    #expect(decoded(json) == nil, "JSONDecoder refuses it too")
  }

  /// JSONDecoder skips what it does not decode more leniently than JSON allows; the parser
  /// refuses, and leaves the decision to it.
  @Test(arguments: [
    #"{"id":1,"season":1,}"#, #"{"id":1,"season":1,"summary":"a\qb"}"#, #"{"id":1,"season":1,"x":[1,2,]}"#,
    #"{"id":1,"season":1,"x":-}"#, #"{"id":1,"season":1,"x":1.}"#,
  ])
  func leniencyInSkippedValuesIsLeftToJSONDecoder(json: String) {
    #expect(episode(json) == nil)
  }

  @Test func invalidUTF8IsNeverRead() {
    var bytes = Array(#"{"id":1,"season":1,"summary":"x"#.utf8)
    bytes += [0xC3, 0x28] + Array(#""}"#.utf8)
    #expect(bytes.withUnsafeBufferPointer { parser.episode(in: $0) } == nil)
    var name = Array(#"{"id":1,"season":1,"name":"x"#.utf8)
    name += [0xED, 0xA0, 0x80] + Array(#""}"#.utf8)
    #expect(name.withUnsafeBufferPointer { parser.episode(in: $0) } == nil)
  }

  @Test func listsMustBeWholeArrays() {
    #expect(list("[]") == [])
    #expect(list(" [ {\"id\":1,\"season\":1} ] ") == [EpisodeDTO(id: 1, name: nil, season: 1, number: nil)])
    #expect(list("[{\"id\":1,\"season\":1}") == nil)
    #expect(list("[{\"id\":1,\"season\":1},]") == nil)
    #expect(list("{\"id\":1,\"season\":1}") == nil)
  }
}
