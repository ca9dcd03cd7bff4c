extension ManualClock {
  /// Runs `operation` to its end, moving time on by `step` whenever everything it started is
  /// asleep on this clock, so that each request it paces or retries goes out at the moment the
  /// code under test let it go.
  public func driving<Value: Sendable>(
    by step: Duration = .milliseconds(500), _ operation: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    let finished = LockedCounter()
    let task = Task {
      defer { finished.increment() }
      return try await operation()
    }
    while finished.value == 0 {
      if sleeperCount > 0 {
        advance(by: step)
      } else {
        try await Task.sleep(for: .milliseconds(1))
      }
    }
    return try await task.value
  }
}
