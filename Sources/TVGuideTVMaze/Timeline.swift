/// Time as the rate limiter and the backoff see it: the time elapsed
/// on a clock since the client was made, and sleeping on that clock. Tests hand in a manual
/// clock so that nothing waits for real seconds.
struct Timeline: Sendable {
  let now: @Sendable () -> Duration
  let sleep: @Sendable (Duration) async throws -> Void

  init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let start = clock.now
    now = { start.duration(to: clock.now) }
    sleep = { duration in try await clock.sleep(for: duration) }
  }
}
