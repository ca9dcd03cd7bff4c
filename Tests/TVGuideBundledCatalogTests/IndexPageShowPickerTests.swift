import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import TVGuideBundledCatalog

@Suite struct IndexPageShowPickerTests {
  private let page = Data(
    """
    [{"id": 1, "name": "One"}, {"id": 2, "broken": true}, {"id": 3, "name": "Three", "genres": ["Drama"]}]
    """.utf8)

  @Test func picksTheShowWithTheIDAsAFullShow() throws {
    let show = try #require(try IndexPageShowPicker.show(withID: 3, inPage: page))
    #expect(show.id == 3 && show.name == "Three" && show.genres == ["Drama"])
  }

  @Test func findsNothingForAnIDThePageDoesNotHold() throws {
    #expect(try IndexPageShowPicker.show(withID: 4, inPage: page) == nil)
  }

  @Test func aBrokenShowElsewhereOnThePageDoesNotStopTheOneWanted() throws {
    #expect(try IndexPageShowPicker.show(withID: 1, inPage: page)?.name == "One")
    #expect(throws: DecodingError.self) { try IndexPageShowPicker.show(withID: 2, inPage: page) }
  }

  @Test func agreesWithDecodingTheWholeRealPage() throws {
    let data = try Fixtures.data("shows/page-0.json")
    let whole = try JSONDecoder().decode([ShowDTO].self, from: data)
    for show in whole.prefix(20) {
      #expect(try IndexPageShowPicker.show(withID: show.id, inPage: data) == show)
    }
  }

  @Test func malformedJSONIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try IndexPageShowPicker.show(withID: 1, inPage: Data("[{\"id\": 1,".utf8))
    }
  }
}
