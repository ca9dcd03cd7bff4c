import Benchmark

/// The interactive app on a show of 15 000 episodes, in process on a terminal in memory:
/// Enter on the show's row until the show's screen is written, a key on the open show until
/// the next frame is written, and line mode's `1` until the show is printed.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal], timeUnits: .microseconds, warmupIterations: 2,
    maxDuration: .seconds(10))

  Benchmark("Full screen: Enter on a 15k-episode show", configuration: .init(maxIterations: 60)) {
    benchmark in
    let session = try await LongShowSessions.onList()
    await session.back()
    benchmark.startMeasurement()
    await session.open()
    benchmark.stopMeasurement()
    expect(await session.lastFrame, contains: "S01E01", in: benchmark)
  }

  let keys: [(name: String, key: [UInt8], pressesBeforeHome: Int)] = [
    ("↓", Key.down, 10_000), ("Page Down", Key.pageDown, 400), ("End", Key.end, 1),
  ]
  for (name, key, pressesBeforeHome) in keys {
    let presses = PressCounter()
    Benchmark("Full screen: \(name) on a 15k-episode show", configuration: .init(maxIterations: 2_000)) {
      benchmark in
      let session = try await LongShowSessions.onShow()
      if await presses.next() % pressesBeforeHome == 0 { await session.press(Key.home) }
      benchmark.startMeasurement()
      await session.press(key)
      benchmark.stopMeasurement()
    }
  }

  Benchmark("Line mode: open a 15k-episode show", configuration: .init(maxIterations: 30)) {
    benchmark in
    let session = try await LongShowSessions.lineMode()
    await session.back()
    benchmark.startMeasurement()
    await session.openFirstRow()
    benchmark.stopMeasurement()
    expect(await session.lastScreen, contains: "S60E", in: benchmark)
  }
}

/// Fails the benchmark when the screen is not the one it measures getting to.
private func expect(_ screen: String, contains text: String, in benchmark: Benchmark) {
  if !screen.contains(text) { benchmark.error("the screen lacks \(text): \(screen.suffix(400))") }
}
