import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

struct PersonDTOTests {
  private struct CastLine: Decodable {
    var person: PersonDTO
  }

  /// Every person of the real cast lists reads whole: only the HAL links are left behind.
  @Test(arguments: Fixtures.jsonFiles(under: "cast"))
  func castPeopleReadWhole(_ path: String) throws {
    let sent = try JSONValue(data: Fixtures.data(path)).values(forKey: "person")
    let people = try Fixtures.decode([CastLine].self, from: path).map(\.person)
    #expect(people.count == sent.count)
    for (person, raw) in zip(people, sent) {
      #expect(raw.differences(to: try JSONValue(encoding: person), ignoring: ["_links"]) == [])
    }
  }

  @Test func aPersonWithoutAnIdIsAnError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(PersonDTO.self, from: Data(#"{"name":"Nobody"}"#.utf8))
    }
  }
}
