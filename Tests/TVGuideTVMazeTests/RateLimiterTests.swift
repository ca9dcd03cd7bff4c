import TVGuideTestSupport
import Testing

@testable import TVGuideTVMaze

@Suite struct RateLimiterTests {
  @Test func theFirstRequestsOfAWindowGoAtOnce() async throws {
    let clock = ManualClock()
    let limiter = RateLimiter(limit: RateLimit(requests: 3, window: .seconds(10)), timeline: Timeline(clock))
    for _ in 0..<3 { try await limiter.acquire() }
    #expect(clock.sleeperCount == 0)
  }

  @Test func oneMoreWaitsUntilTheOldestLeavesTheWindow() async throws {
    let clock = ManualClock()
    let limiter = RateLimiter(limit: RateLimit(requests: 2, window: .seconds(10)), timeline: Timeline(clock))
    try await limiter.acquire()
    clock.advance(by: .seconds(4))
    try await limiter.acquire()
    let third = Task { try await limiter.acquire() }
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(6) - .milliseconds(1))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    try await third.value
    #expect(clock.sleeperCount == 0)
  }

  @Test func waitersGoInTheOrderTheyCameOneWindowApart() async throws {
    let clock = ManualClock()
    let limiter = RateLimiter(limit: RateLimit(requests: 1, window: .seconds(10)), timeline: Timeline(clock))
    let released = Released()
    try await limiter.acquire()
    let second = Task {
      try await limiter.acquire()
      await released.add(2)
    }
    await clock.waitForSleepers(1)
    let third = Task {
      try await limiter.acquire()
      await released.add(3)
    }
    await clock.waitForSleepers(2)
    clock.advance(by: .seconds(10))
    try await second.value
    #expect(await released.order == [2])
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .seconds(10))
    try await third.value
    #expect(await released.order == [2, 3])
  }

  @Test func aQuietSpellFreesTheWholeWindow() async throws {
    let clock = ManualClock()
    let limiter = RateLimiter(limit: RateLimit(requests: 2, window: .seconds(10)), timeline: Timeline(clock))
    for _ in 0..<2 { try await limiter.acquire() }
    clock.advance(by: .seconds(30))
    for _ in 0..<2 { try await limiter.acquire() }
    #expect(clock.sleeperCount == 0)
  }
}

/// The order in which waiters got through.
private actor Released {
  private(set) var order: [Int] = []
  func add(_ number: Int) { order.append(number) }
}
