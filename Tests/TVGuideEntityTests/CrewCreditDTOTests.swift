import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

struct CrewCreditDTOTests {
  private struct EmbeddedCrew: Decodable {
    struct Block: Decodable { var crew: [CrewCreditDTO] }
    var _embedded: Block
  }

  /// Game of Thrones' real crew (its show file embeds it) reads whole, jobs in TVMaze's order.
  @Test func theRealCrewReadsWhole() throws {
    let sent = try #require(try JSONValue(data: Fixtures.data("show/82.json"))["_embedded"]?["crew"])
    let crew = try Fixtures.decode(EmbeddedCrew.self, from: "show/82.json")._embedded.crew
    #expect(crew.count == 65)
    #expect(crew.first?.type == "Executive Producer")
    #expect(crew.first?.person.name == "David Nutter")
    #expect(sent.differences(to: try JSONValue(encoding: crew), ignoring: ["_links"]) == [])
  }
}
