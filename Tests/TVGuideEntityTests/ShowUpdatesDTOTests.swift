import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

struct ShowUpdatesDTOTests {
  @Test func idsWrittenAsTextBecomeNumbers() throws {
    let updates = try JSONDecoder().decode(
      ShowUpdatesDTO.self, from: Fixtures.handWritten("updates/shows-day.json"))
    #expect(updates.updated == [1: 1_747_942_783, 82: 1_746_481_277, 169: 1_734_304_801])
  }

  @Test func anIdThatIsNoNumberIsAnErrorNamingIt() {
    #expect {
      try JSONDecoder().decode(ShowUpdatesDTO.self, from: Data(#"{"82":1,"x7":2}"#.utf8))
    } throws: { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
      return context.debugDescription.contains("x7")
    }
  }

  @Test func anEmptyAnswerHasNoUpdates() throws {
    #expect(try JSONDecoder().decode(ShowUpdatesDTO.self, from: Data("{}".utf8)).updated.isEmpty)
  }
}
