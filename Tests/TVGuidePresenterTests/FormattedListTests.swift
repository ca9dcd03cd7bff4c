import Foundation
import TVGuidePresenter
import TVGuideTestSupport
import Testing

@Suite struct FormattedListTests {
  @Test func makesEachElementWhenItIsRead() {
    let reads = LockedCounter()
    let list = FormattedList(count: 3) { index in
      reads.increment()
      return "row \(index)"
    }
    #expect(reads.value == 0)
    #expect(list[2] == "row 2")
    #expect(reads.value == 1)
    #expect(Array(list) == ["row 0", "row 1", "row 2"])
  }

  @Test func listsWithTheSameElementsAreEqualHoweverTheyWereMade() {
    let made: FormattedList = ["a", "b"]
    #expect(FormattedList(count: 2) { ["a", "b"][$0] } == made)
    #expect(FormattedList(["a"]) != made)
  }

  @Test func encodesAsAnArray() throws {
    let json = try JSONEncoder().encode(FormattedList(count: 2) { $0 * 10 })
    #expect(String(decoding: json, as: UTF8.self) == "[0,10]")
  }
}
