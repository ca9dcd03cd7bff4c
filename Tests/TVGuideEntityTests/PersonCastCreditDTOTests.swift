import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

struct PersonCastCreditDTOTests {
  @Test func aCreditWithOnlyLinksNamesTheShowByItsId() throws {
    let credits = try JSONDecoder().decode(
      [PersonCastCreditDTO].self, from: Fixtures.handWritten("castcredits/1.json"))
    let credit = try #require(credits.first)
    #expect(credit.showID == 1)
    #expect(credit.show == nil)
    #expect(credit.characterName == #"Dale "Barbie" Barbara"#)
    #expect(credit.characterLink == "https://api.tvmaze.com/characters/1")
    #expect(credit.isSelf == false)
    #expect(credit.isVoice == false)
  }

  /// The embedded show wins over the link, and the older answers without `name` still read.
  @Test func anEmbeddedShowIsReadAndNamesTheShow() throws {
    let json = #"""
      {"self":true,"_links":{"show":{"href":"https://api.tvmaze.com/shows/5"},
      "character":{"href":"https://api.tvmaze.com/characters/9"}},
      "_embedded":{"show":{"id":82,"name":"Game of Thrones"}}}
      """#
    let credit = try JSONDecoder().decode(PersonCastCreditDTO.self, from: Data(json.utf8))
    #expect(credit.showID == 82)
    #expect(credit.show?.name == "Game of Thrones")
    #expect(credit.characterName == nil)
    #expect(credit.isVoice == nil)
  }

  @Test func aLinkThatEndsInNoNumberGivesNoId() throws {
    let json = #"{"_links":{"show":{"href":"https://api.tvmaze.com/shows/"}}}"#
    #expect(try JSONDecoder().decode(PersonCastCreditDTO.self, from: Data(json.utf8)).showID == nil)
  }
}
