import TVGuideInteractor
import Testing

struct FetchedTests {
  private struct Failure: Error {}

  @Test func mapKeepsTheOrigin() {
    let fetched = Fetched([3, 1, 2], origin: .live).map { $0.sorted() }
    #expect(fetched.value == [1, 2, 3])
    #expect(fetched.origin == .live)
  }

  @Test func mapKeepsWhyTheValueWasNotSaved() {
    let failure = ShowDataError.localDataUnavailable(detail: "disk full")
    #expect(Fetched([1], origin: .live, saveFailure: failure).map(\.count).saveFailure == failure)
  }

  @Test func mapPassesTheTransformsErrorOn() {
    #expect(throws: Failure.self) {
      try Fetched(1, origin: .bundled).map { _ -> Int in throw Failure() }
    }
  }
}
