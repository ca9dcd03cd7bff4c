import Benchmark
import BenchmarkSupport
import Foundation
import TVGuideEntity

/// Episode lists built once, already decoded and mapped, so only grouping is measured.
enum Lists {
  static let episodes100k = episodes(count: 100_000, seasons: 500)
  static let episodes500k = episodes(count: 500_000, seasons: 500)
  static let episodes1M = episodes(count: 1_000_000, seasons: 500)

  private static func episodes(count: Int, seasons: Int) -> [Episode] {
    let data = SyntheticEpisodeList(count: count, seasons: seasons).json()
    // Decoding is the slow part of making them; it is done once, here.
    let dtos = (try? JSONDecoder().decode([EpisodeDTO].self, from: data)) ?? []
    return dtos.map(Episode.init(dto:))
  }
}

/// Season grouping, the app's one pass against the original's filter per season.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(30),
    maxIterations: 10)

  for (name, list) in [
    ("100k episodes, 500 seasons", { Lists.episodes100k }),
    ("1M episodes, 500 seasons", { Lists.episodes1M }),
  ] {
    Benchmark("Grouping, app: \(name)") { benchmark in
      let episodes = list()
      benchmark.startMeasurement()
      blackHole(SeasonGrouper().group(episodes))
    }
    Benchmark("Grouping, original: \(name)") { benchmark in
      let episodes = list()
      benchmark.startMeasurement()
      blackHole(OriginalSeasonGrouping.group(episodes))
    }
  }

  // 100k episodes fit in the processor's cache and 1M do not, which adds to the ratio of
  // their times; 500k do not fit either, so 1M against 500k shows how the pass itself grows.
  Benchmark("Grouping, app: 500k episodes, 500 seasons") { benchmark in
    let episodes = Lists.episodes500k
    benchmark.startMeasurement()
    blackHole(SeasonGrouper().group(episodes))
  }
}
