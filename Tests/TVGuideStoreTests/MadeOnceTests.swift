import Synchronization
import Testing

@testable import TVGuideStore

@Suite struct MadeOnceTests {
  private struct Refused: Error {}

  private final class Makings: Sendable {
    let count = Atomic(0)
  }

  @Test func aValueGivenAtTheStartIsReturnedWithoutMakingAnother() {
    let slot = MadeOnce("opened")
    #expect(slot.madeValue == "opened")
    #expect(
      slot.value {
        Issue.record("made again")
        return "other"
      } == "opened")
  }

  @Test func nothingIsMadeUntilTheValueIsAskedFor() {
    let slot = MadeOnce<String>()
    #expect(slot.madeValue == nil)
    #expect(slot.value { "made" } == "made")
    #expect(slot.madeValue == "made")
  }

  @Test func callersAtOnceShareOneMaking() async {
    let slot = MadeOnce<Int>()
    let makings = Makings()
    let values = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<32 {
        group.addTask { slot.value { makings.count.add(1, ordering: .relaxed).newValue } }
      }
      return await group.reduce(into: Set<Int>()) { $0.insert($1) }
    }
    #expect(makings.count.load(ordering: .relaxed) == 1)
    #expect(values == [1])
  }

  @Test func aFailedMakingIsTriedAgainByTheNextCaller() {
    let slot = MadeOnce<String>()
    #expect(throws: Refused.self) { try slot.value { throw Refused() } }
    #expect(slot.madeValue == nil)
    #expect(slot.value { "second try" } == "second try")
  }
}
