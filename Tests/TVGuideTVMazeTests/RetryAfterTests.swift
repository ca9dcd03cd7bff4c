import Foundation
import Testing

@testable import TVGuideTVMaze

@Suite struct RetryAfterTests {
  private let now = Date(timeIntervalSince1970: 784_111_767)  // Sun, 06 Nov 1994 08:49:27 GMT

  @Test func secondsAreReadAsSeconds() {
    #expect(RetryAfter(value: "7").delay(now: now) == .seconds(7))
    #expect(RetryAfter(value: " 0 ").delay(now: now) == .zero)
  }

  @Test func anHTTPDateIsMeasuredFromNow() {
    #expect(RetryAfter(value: "Sun, 06 Nov 1994 08:49:37 GMT").delay(now: now) == .seconds(10))
  }

  @Test func aDateInThePastMeansNoWait() {
    #expect(RetryAfter(value: "Sun, 06 Nov 1994 08:00:00 GMT").delay(now: now) == .zero)
  }

  @Test func moreSecondsThanAnIntegerHoldsIsAVeryLongWait() {
    #expect(RetryAfter(value: "99999999999999999999999").delay(now: now) == .seconds(Int64.max))
  }

  @Test func nonsenseIsIgnored() {
    #expect(RetryAfter(value: "soon").delay(now: now) == nil)
  }
}
