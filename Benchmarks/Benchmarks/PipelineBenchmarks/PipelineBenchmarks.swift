import Benchmark
import BenchmarkSupport
import TVGuideBundledCatalog

/// Catalogs written once, the first time a benchmark needs them.
enum Catalogs {
  static let episodes10k = Result { try SyntheticCatalog(episodes: .init(count: 10_000, seasons: 50)) }
  static let episodes100k = Result { try SyntheticCatalog(episodes: .init(count: 100_000, seasons: 500)) }
  static let episodes1M = Result { try SyntheticCatalog(episodes: .init(count: 1_000_000, seasons: 500)) }
}

/// Decode → map → group → present, the way `tvguide show ID` does it, on the longest real
/// episode list of the bundled catalog and on synthetic lists of 10k, 100k and 1M episodes.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal], timeUnits: .milliseconds, warmupIterations: 1)

  Benchmark("Pipeline: The Simpsons, 751 real episodes", configuration: .init(maxDuration: .seconds(3))) {
    benchmark in
    blackHole(try await ShowPipeline(dataSource: BundledCatalog()).present(showID: 83))
  }

  let sizes: [(String, Result<SyntheticCatalog, any Error>, Int)] = [
    ("10k", Catalogs.episodes10k, 20), ("100k", Catalogs.episodes100k, 5), ("1M", Catalogs.episodes1M, 3),
  ]
  for (name, catalog, iterations) in sizes {
    Benchmark(
      "Pipeline: \(name) synthetic episodes",
      configuration: .init(warmupIterations: 0, maxDuration: .seconds(120), maxIterations: iterations)
    ) { benchmark in
      let folder = try catalog.get().folder
      benchmark.startMeasurement()
      blackHole(
        try await ShowPipeline(dataSource: BundledCatalog(folder: folder)).present(
          showID: SyntheticCatalog.showID))
    }
  }
}
