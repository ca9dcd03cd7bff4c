// swift-tools-version: 6.1
import PackageDescription

/// The benchmarks, a package of their own so that `swift build` and `swift test` at the root
/// never build the harness. `scripts/benchmark` runs them (see docs/performance.md).
let package = Package(
  name: "TVGuideBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    // Named, since a path dependency is otherwise known by its folder's name, which differs
    // from one clone to another.
    .package(name: "TVGuide", path: ".."),
    // No traits: the malloc and runtime interposers count allocations, which no benchmark
    // here reports, and they would add to the memory the benchmarks measure.
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: []),
  ],
  targets: [
    .target(
      name: "BenchmarkSupport",
      dependencies: [
        .product(name: "TVGuideEntity", package: "TVGuide"),
        .product(name: "TVGuideInteractor", package: "TVGuide"),
        .product(name: "TVGuidePresenter", package: "TVGuide"),
        .product(name: "TVGuideView", package: "TVGuide"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)

/// One executable a suite; each runs in its own process, so one suite's memory never counts
/// in another's.
let suites: [(name: String, dependencies: [Target.Dependency])] = [
  ("PipelineBenchmarks", [.product(name: "TVGuideBundledCatalog", package: "TVGuide")]),
  ("GroupingBenchmarks", [.product(name: "TVGuideEntity", package: "TVGuide")]),
  ("SearchBenchmarks", [.product(name: "TVGuideBundledCatalog", package: "TVGuide")]),
  ("StartupBenchmarks", []),
  ("MemoryBenchmarks", [.product(name: "TVGuideBundledCatalog", package: "TVGuide")]),
  (
    "ScreenBenchmarks",
    ["TVGuideBuilder", "TVGuideBundledCatalog", "TextUIKit"].map { .product(name: $0, package: "TVGuide") }
  ),
]
package.targets += suites.map { suite in
  .executableTarget(
    name: suite.name,
    dependencies: [.product(name: "Benchmark", package: "benchmark"), "BenchmarkSupport"]
      + suite.dependencies,
    path: "Benchmarks/\(suite.name)",
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
  )
}
