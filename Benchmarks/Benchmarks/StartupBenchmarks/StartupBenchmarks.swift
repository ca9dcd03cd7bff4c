import Benchmark
import BenchmarkSupport
import Foundation

/// The release `tvguide` that `scripts/benchmark` builds before it runs the benchmarks.
let binary = ProcessInfo.processInfo.environment["TVGUIDE_BINARY"] ?? "../.build/release/tvguide"

/// The 100k-episode catalog, written once.
let catalog100k = Result { try SyntheticCatalog(episodes: .init(count: 100_000, seasons: 500)) }

let appPeakMemory = BenchmarkMetric.custom(
  "Peak resident memory (MB)", polarity: .prefersSmaller, useScalingFactor: false)

/// The release binary as a user runs it: how long `show ID --json` takes from exec to exit,
/// and how much memory the app holds at most for a show of 100 000 episodes.
let benchmarks: @Sendable () -> Void = {
  guard FileManager.default.isExecutableFile(atPath: binary) else {
    print("StartupBenchmarks: no tvguide at \(binary); run scripts/benchmark, which builds it.")
    return
  }

  Benchmark(
    "Cold start: tvguide show 82 --json",
    configuration: .init(
      metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 3, maxDuration: .seconds(10),
      maxIterations: 100)
  ) { benchmark in
    let outcome = ChildProcess(executable: binary, arguments: ["show", "82", "--json"]).run()
    if outcome.exitStatus != 0 { benchmark.error("tvguide show 82 --json exited with \(outcome.exitStatus)") }
  }

  Benchmark(
    "App: tvguide show ID --json, 100k episodes",
    configuration: .init(
      metrics: [.wallClock, appPeakMemory], timeUnits: .milliseconds, warmupIterations: 0,
      maxDuration: .seconds(60), maxIterations: 3)
  ) { benchmark in
    let folder = try catalog100k.get().folder
    benchmark.startMeasurement()
    let outcome = ChildProcess(
      executable: binary, arguments: ["show", String(SyntheticCatalog.showID), "--json"],
      environment: ["TVGUIDE_CATALOG_DIR": folder.path]
    ).run()
    benchmark.stopMeasurement()
    if outcome.exitStatus != 0 { benchmark.error("tvguide exited with \(outcome.exitStatus)") }
    benchmark.measurement(appPeakMemory, outcome.peakResidentBytes / 1_000_000)
  }
}
