import Foundation
import TVGuideEntity
import Testing

struct DecodingErrorSummaryTests {
  /// Decodes `json` as `Value` and returns the summary of the error it must throw.
  private func summary<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> String {
    do {
      _ = try JSONDecoder().decode(type, from: Data(json.utf8))
    } catch let error as DecodingError {
      return DecodingErrorSummary(error).description
    }
    Issue.record("\(json) decoded without error")
    return ""
  }

  @Test func typeMismatchNamesThePathAndTheExpectedKind() throws {
    let json = #"[{"id":1,"name":"A"},{"id":2,"name":"B","rating":{"average":"high"}}]"#
    #expect(try summary([ShowDTO].self, json) == "[1].rating.average: expected a number")
  }

  @Test(arguments: [
    (#"{"id":1,"name":5}"#, "name: expected text"),
    (#"{"id":1,"name":"A","genres":"Drama"}"#, "genres: expected a list"),
    (#"{"id":1,"name":"A","rating":8}"#, "rating: expected an object"),
    (#"{"id":1,"name":"A","network":[]}"#, "network: expected an object"),
  ])
  func eachKindOfValueHasItsNoun(_ json: String, _ expected: String) throws {
    #expect(try summary(ShowDTO.self, json) == expected)
  }

  @Test func booleansAreNamed() throws {
    let json = #"[{"person":{"id":1,"name":"A"},"character":{"id":2,"name":"B"},"self":"yes"}]"#
    #expect(try summary([CastCreditDTO].self, json) == "[0].self: expected true or false")
  }

  @Test func nullWhereAValueIsRequired() throws {
    #expect(
      try summary(ShowDTO.self, #"{"id":null,"name":"A"}"#) == "id: expected a whole number, found null")
  }

  @Test func missingKeyNamesTheKeyAndWhereItWasMissing() throws {
    #expect(try summary([EpisodeDTO].self, #"[{"id":1,"name":"A"}]"#) == #"[0]: missing "season""#)
    #expect(try summary(ShowDTO.self, #"{"id":1}"#) == #"missing "name""#)
  }

  @Test func brokenJSONIsSaidToBeInvalid() throws {
    #expect(try summary([ShowDTO].self, #"[{"id":1,"name":"#) == "not valid JSON")
    #expect(try summary([ShowDTO].self, "") == "not valid JSON")
  }
}
