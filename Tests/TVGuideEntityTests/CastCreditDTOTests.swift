import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

struct CastCreditDTOTests {
  @Test func fixturesArePresent() {
    #expect(!Fixtures.jsonFiles(under: "cast").isEmpty)
  }

  /// Only who plays whom is kept; the people's details are for a later cast view.
  @Test(arguments: Fixtures.jsonFiles(under: "cast"))
  func castDecodesWhoPlaysWhom(_ path: String) throws {
    let raw = try JSONValue(data: Fixtures.data(path))
    let cast = try Fixtures.decode([CastCreditDTO].self, from: path)
    #expect(!cast.isEmpty)
    let unread: Set<String> = [
      "_links", "url", "country", "birthday", "deathday", "gender", "image", "updated",
    ]
    #expect(raw.differences(to: try JSONValue(encoding: cast), ignoring: unread) == [])
  }

  /// The cast list's line keeps both names as sent, in the file's order.
  @Test func aCreditMapsToWhoPlaysWhom() throws {
    let cast = try Fixtures.decode([CastCreditDTO].self, from: "cast/1.json").map(CastMember.init(dto:))
    #expect(cast.first == CastMember(personName: "Mike Vogel", characterName: #"Dale "Barbie" Barbara"#))
    #expect(cast.count == 15)
  }

  @Test func selfAndVoiceAreOptional() throws {
    let json = #"[{"person":{"id":1,"name":"A"},"character":{"id":2,"name":"B"}}]"#
    let credit = try #require(JSONDecoder().decode([CastCreditDTO].self, from: Data(json.utf8)).first)
    #expect(credit.isSelf == nil && credit.isVoice == nil)
    #expect(credit.person.name == "A" && credit.character.name == "B")
  }
}
