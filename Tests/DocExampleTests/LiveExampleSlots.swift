/// How many examples that ask the stand-in TVMaze server run at once, over every file
/// together. They lived in the README, three at a time; spread over docs/cli.md,
/// docs/live-data.md and docs/limits.md they would run three per file, and on a loaded
/// two-core machine the client's 10-second timeout then expired before the servers answered.
actor LiveExampleSlots {
  static let shared = LiveExampleSlots(count: 3)

  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(count: Int) {
    free = count
  }

  /// Runs `work` once a slot is free, and frees it after.
  nonisolated func withSlot<Value: Sendable>(_ work: @Sendable () async throws -> Value) async rethrows
    -> Value
  {
    await take()
    do {
      let value = try await work()
      await give()
      return value
    } catch {
      await give()
      throw error
    }
  }

  private func take() async {
    if free > 0 {
      free -= 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  private func give() {
    if waiting.isEmpty {
      free += 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
