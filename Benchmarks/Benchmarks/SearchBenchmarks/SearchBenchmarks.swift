import Benchmark
import BenchmarkSupport
import Foundation
import TVGuideBundledCatalog

/// The search indexes measured, each built once: the bundled catalog's, and a synthetic
/// catalog of 100 000 shows named with the bundled shows' words.
actor Indexes {
  static let shared = Indexes()
  private var built: [String: ShowSearchIndex] = [:]

  func bundled() async -> ShowSearchIndex {
    if let index = built["bundled"] { return index }
    let index = ShowSearchIndex(entries: await bundledEntries())
    built["bundled"] = index
    return index
  }

  func synthetic100k() async -> ShowSearchIndex {
    if let index = built["100k"] { return index }
    let names = SyntheticShowNames(count: 100_000, realNames: await bundledEntries().map(\.name.text))
    let index = ShowSearchIndex(
      entries: names.names.map { .init(id: $0.id, name: $0.name, weight: $0.weight) })
    built["100k"] = index
    return index
  }

  private func bundledEntries() async -> [ShowSearchIndex.Entry] {
    var entries: [ShowSearchIndex.Entry] = []
    let catalog = BundledCatalog()
    for page in 0..<400 {
      guard let shows = try? await catalog.showIndexPage(page) else { continue }
      entries += shows.value.map { ShowSearchIndex.Entry(id: $0.id, name: $0.name, weight: $0.weight) }
    }
    return entries
  }
}

/// What users type, one character at a time: whole names, a phrase, typos, an accent.
let typedQueries = ["game of thrones", "girls", "the walking dead", "grils", "breking bad", "unité 9"]

/// One sample a keystroke: searching for what has been typed so far, as live search does.
let keystroke = BenchmarkMetric.custom(
  "Time per keystroke (µs)", polarity: .prefersSmaller, useScalingFactor: false)

/// Search per keystroke, the way the list screen searches while the user types.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [keystroke, .wallClock], timeUnits: .milliseconds, warmupIterations: 1,
    maxDuration: .seconds(10), maxIterations: 20)

  let catalogs: [(String, @Sendable () async -> ShowSearchIndex)] = [
    ("bundled catalog", { await Indexes.shared.bundled() }),
    ("100k shows", { await Indexes.shared.synthetic100k() }),
  ]
  for (name, index) in catalogs {
    Benchmark("Search while typing: \(name)") { benchmark in
      let index = await index()
      benchmark.startMeasurement()
      for query in typedQueries {
        for length in 1...query.count {
          let start = ContinuousClock.now
          blackHole(index.search(String(query.prefix(length))))
          let elapsed = ContinuousClock.now - start
          benchmark.measurement(keystroke, Int(elapsed / .microseconds(1)))
        }
      }
    }
  }
}
