import TVGuideTestSupport
import Testing

@testable import TVGuideTVMaze

@Suite struct RateLimitTests {
  @Test func tvMazesLimitLetsTwentyGoAtOnce() async throws {
    let clock = ManualClock()
    let limiter = RateLimiter(limit: .tvMaze, timeline: Timeline(clock))
    for _ in 0..<20 { try await limiter.acquire() }
    #expect(clock.sleeperCount == 0)
  }

  /// TVMaze allows 20 in any 10 s; waiting exactly 10 s would leave no room for a request
  /// that is delayed on its way.
  @Test func theTwentyFirstWaitsHalfASecondLongerThanTVMazeAsks() async throws {
    let clock = ManualClock()
    let limiter = RateLimiter(limit: .tvMaze, timeline: Timeline(clock))
    for _ in 0..<20 { try await limiter.acquire() }
    let twentyFirst = Task { try await limiter.acquire() }
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(10))
    #expect(clock.sleeperCount == 1, "went after 10 s, with no margin")
    clock.advance(by: .milliseconds(499))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    try await twentyFirst.value
    #expect(clock.sleeperCount == 0)
  }
}
