import Foundation
import TVGuideInteractor
import TVGuidePresenter
import Testing

@Suite struct OriginNoticeFormatterTests {
  private let formatter = OriginNoticeFormatter()
  private let now = Date(timeIntervalSince1970: 1_750_000_000)

  private func notice(savedSecondsAgo seconds: TimeInterval) -> String? {
    formatter.notice(for: .offline(savedAt: now.addingTimeInterval(-seconds)), now: now)
  }

  @Test func saysNothingAboutCurrentData() {
    #expect(formatter.notice(for: .live, now: now) == nil)
    #expect(formatter.notice(for: .bundled, now: now) == nil)
  }

  @Test func saysHowOldOfflineDataIs() {
    #expect(notice(savedSecondsAgo: 2 * 3_600) == "Offline — showing data saved 2 h ago")
  }

  @Test(
    arguments: [
      (0, "just now"), (59, "just now"), (60, "1 min ago"), (5 * 60 + 30, "5 min ago"),
      (59 * 60 + 59, "59 min ago"), (3_600, "1 h ago"), (47 * 3_600 + 59 * 60, "47 h ago"),
      (48 * 3_600, "2 days ago"), (10 * 86_400 + 3_600, "10 days ago"),
    ] as [(TimeInterval, String)])
  func roundsTheAgeDownToMinutesHoursOrDays(seconds: TimeInterval, age: String) {
    #expect(notice(savedSecondsAgo: seconds) == "Offline — showing data saved \(age)")
  }

  /// A save dated after now means the clock was turned back (or the store edited): "just
  /// now" would hide that the data may be old. Within a minute it is a clock's jitter.
  @Test func saysADateInTheFutureIsOne() {
    #expect(notice(savedSecondsAgo: -30) == "Offline — showing data saved just now")
    #expect(notice(savedSecondsAgo: -3_600) == "Offline — showing data saved at a future date")
    #expect(notice(savedSecondsAgo: -30 * 86_400) == "Offline — showing data saved at a future date")
  }
}
