import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import TVGuideBundledCatalog

@Suite struct IndexPageShowsTests {
  private let page = Data(
    """
    [{"id": 1, "name": "One"}, {"id": 2, "broken": true}, {"name": "Three", "id": 3, "genres": ["Drama"]},
     { "id" : 4 , "name": "Four"}]
    """.utf8)

  @Test func findsEachShowByItsIDWhereverTheIDStands() throws {
    let shows = try IndexPageShows(page: page)
    let three = try #require(try shows.show(withID: 3))
    #expect(three.name == "Three" && three.genres == ["Drama"])
    #expect(try shows.show(withID: 1)?.name == "One")
    #expect(try shows.show(withID: 4)?.name == "Four")
  }

  @Test func findsNothingForAnIDThePageDoesNotHold() throws {
    #expect(try IndexPageShows(page: page).show(withID: 6) == nil)
  }

  @Test func aBrokenShowFailsAloneNamingItsPlaceInThePage() throws {
    let shows = try IndexPageShows(page: page)
    #expect(try shows.show(withID: 1)?.name == "One")
    #expect(throws: DecodingError.self) { try shows.show(withID: 2) }
    do {
      _ = try shows.show(withID: 2)
    } catch let error as DecodingError {
      #expect(DecodingErrorSummary(error).description == #"[1]: missing "name""#)
    }
  }

  /// `05` is not JSON: the show is not found by it, and a show without a readable id makes
  /// an id the page does not hold an error rather than "not found".
  @Test func anUnreadableIDIsReportedForIDsNotFound() throws {
    let shows = try IndexPageShows(
      page: Data(#"[{"id": 1, "name": "One"}, {"id": 05, "name": "Five"}]"#.utf8))
    #expect(try shows.show(withID: 1)?.name == "One")
    #expect(throws: DecodingError.self) { try shows.show(withID: 5) }
    #expect(throws: DecodingError.self) { try shows.show(withID: 6) }
  }

  @Test(
    arguments: [
      (#"{"id":82,"name":"A"}"#, 82), (#" { "id" : 0 }"#, 0), (#"{"id":7}"#, 7),
      (#"{"id":-1}"#, nil), (#"{"id":1.5}"#, nil), (#"{"id":007}"#, nil), (#"{"name":"A","id":1}"#, nil),
      (#"{"id":"1"}"#, nil), (#"{"id":1"#, nil),
    ] as [(String, Int?)])
  func readsALeadingIDOnlyWhenItIsAPlainWholeNumber(_ json: String, _ id: Int?) {
    let bytes = Array(json.utf8)
    #expect(bytes.withUnsafeBufferPointer { IndexPageShows.leadingID(in: $0) } == id)
  }

  @Test func agreesWithDecodingTheWholeRealPage() throws {
    let data = try Fixtures.data("shows/page-0.json")
    let whole = try JSONDecoder().decode([ShowDTO].self, from: data)
    let shows = try IndexPageShows(page: data)
    for show in whole {
      #expect(try shows.show(withID: show.id) == show)
    }
  }

  @Test func aPageThatIsNotAJSONArrayIsADecodingError() {
    for text in [#"[{"id": 1,"#, "", #"{"id": 1}"#] {
      #expect(throws: DecodingError.self) { try IndexPageShows(page: Data(text.utf8)) }
    }
  }
}
