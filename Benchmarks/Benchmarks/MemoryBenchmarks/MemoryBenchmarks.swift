import Benchmark
import BenchmarkSupport
import TVGuideBundledCatalog

/// The 100k-episode catalog, written once.
let catalog100k = Result { try SyntheticCatalog(episodes: .init(count: 100_000, seasons: 500)) }

/// Peak memory of the pipeline for a show of 100 000 episodes, alone in its process so that
/// nothing else measured before it is counted, and once: memory a run frees stays with the
/// process, and a second run in it would be measured on top of it.
let benchmarks: @Sendable () -> Void = {
  Benchmark(
    "Peak memory: pipeline, 100k episodes",
    configuration: .init(
      metrics: [.peakMemoryResident, .peakMemoryResidentDelta, .wallClock], timeUnits: .milliseconds,
      warmupIterations: 0, maxDuration: .seconds(60), maxIterations: 1)
  ) { benchmark in
    let folder = try catalog100k.get().folder
    benchmark.startMeasurement()
    blackHole(
      try await ShowPipeline(dataSource: BundledCatalog(folder: folder)).present(
        showID: SyntheticCatalog.showID))
  }
}
