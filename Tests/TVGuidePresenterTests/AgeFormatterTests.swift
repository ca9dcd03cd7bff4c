import Foundation
import Testing

@testable import TVGuidePresenter

@Suite struct AgeFormatterTests {
  private let now = Date(timeIntervalSince1970: 1_750_000_000)

  @Test(
    arguments: [
      (30.0, "just now"), (720.0, "12 min ago"), (10_740.0, "2 h ago"), (169_200.0, "47 h ago"),
      (259_200.0, "3 days ago"), (-60.0, "just now"),
    ] as [(TimeInterval, String)])
  func agesAreRoundedDown(secondsAgo: TimeInterval, text: String) {
    #expect(AgeFormatter().text(since: now - secondsAgo, now: now) == text)
  }

  /// Dates read from a store someone edited: far past, far future, infinite.
  @Test(
    arguments: [
      (-1e300, "over 100 years ago"), (-Double.infinity, "over 100 years ago"),
      (1e300, "at a future date"), (Double.infinity, "at a future date"), (120.0, "at a future date"),
      (-3.2e9, "over 100 years ago"), (-3.0e9, "34722 days ago"),
    ] as [(TimeInterval, String)])
  func aDateFromAnEditedStoreIsWordsNotATrap(offsetFromNow: TimeInterval, text: String) {
    let date = Date(timeIntervalSinceReferenceDate: now.timeIntervalSinceReferenceDate + offsetFromNow)
    #expect(AgeFormatter().text(since: date, now: now) == text)
  }

  @Test func theOfflineNoticeUsesTheSameWords() {
    let notice = OriginNoticeFormatter().notice(for: .offline(savedAt: now - 2 * 3600), now: now)
    #expect(notice == "Offline — showing data saved 2 h ago")
    #expect(OriginNoticeFormatter().notice(for: .live, now: now) == nil)
  }
}
