import Testing

@testable import TVGuideTVMaze

@Suite struct RetryPolicyTests {
  private let policy = RetryPolicy(maxAttempts: 4, baseDelay: .seconds(1), maxDelay: .seconds(30))

  @Test func theWaitDoublesBetweenHalfAndAllOfIt() {
    #expect(policy.delay(beforeRetry: 1, retryAfter: nil, jitter: 0) == .milliseconds(500))
    #expect(policy.delay(beforeRetry: 1, retryAfter: nil, jitter: 0.999_999)! < .seconds(1))
    #expect(policy.delay(beforeRetry: 2, retryAfter: nil, jitter: 0) == .seconds(1))
    #expect(policy.delay(beforeRetry: 3, retryAfter: nil, jitter: 0.5) == .seconds(3))
  }

  @Test func theClientGivesUpAfterItsLastAttempt() {
    #expect(policy.delay(beforeRetry: 4, retryAfter: nil, jitter: 0) == nil)
    #expect(RetryPolicy(maxAttempts: 1).delay(beforeRetry: 1, retryAfter: nil, jitter: 0) == nil)
  }

  @Test func noWaitIsLongerThanTheLongest() {
    let patient = RetryPolicy(maxAttempts: 20, baseDelay: .seconds(1), maxDelay: .seconds(8))
    #expect(patient.delay(beforeRetry: 10, retryAfter: nil, jitter: 0.999_999)! <= .seconds(8))
  }

  @Test func retryAfterIsAFloorWithJitterOnTop() {
    #expect(policy.delay(beforeRetry: 1, retryAfter: .seconds(5), jitter: 0) == .seconds(5))
    #expect(policy.delay(beforeRetry: 1, retryAfter: .seconds(5), jitter: 0.5) == .milliseconds(5500))
  }

  @Test func aRetryAfterBeyondTheLongestWaitMeansGiveUp() {
    #expect(policy.delay(beforeRetry: 1, retryAfter: .seconds(31), jitter: 0) == nil)
  }
}
