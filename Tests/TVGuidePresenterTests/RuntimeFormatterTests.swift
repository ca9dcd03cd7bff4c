import TVGuidePresenter
import Testing

@Suite struct RuntimeFormatterTests {
  private let formatter = RuntimeFormatter()

  @Test(arguments: [
    (1, "1 min"), (45, "45 min"), (90, "90 min"), (119, "119 min"), (120, "2 h"),
    (135, "2 h 15 min"), (181, "3 h 1 min"), (600, "10 h"),
  ])
  func writesMinutesThenHoursFromTwoHoursOn(minutes: Int, text: String) {
    #expect(formatter.text(minutes: minutes) == text)
  }

  @Test(arguments: [nil, 0, -1, -60] as [Int?])
  func hasNoTextForAnUnknownOrImpossibleRuntime(minutes: Int?) {
    #expect(formatter.text(minutes: minutes) == nil)
  }

  @Test func prefersTheFixedRuntime() {
    #expect(formatter.text(runtime: 60, averageRuntime: 61) == "60 min")
  }

  @Test func marksTheAverageAsApproximate() {
    #expect(formatter.text(runtime: nil, averageRuntime: 56) == "about 56 min")
    #expect(formatter.text(runtime: 0, averageRuntime: 150) == "about 2 h 30 min")
  }

  @Test func hasNoTextWhenNeitherRuntimeIsKnown() {
    #expect(formatter.text(runtime: nil, averageRuntime: nil) == nil)
    #expect(formatter.text(runtime: 0, averageRuntime: -3) == nil)
  }
}
