// swift-tools-version: 6.1
import PackageDescription

/// libFuzzer harnesses for the code that reads data from outside: TVMaze's JSON, the HTML
/// in its summaries, text laid out on the terminal, HTTP heads, the offline store's rows, and
/// the Swift files and configuration a pull request gives the review tool. A package of its own so that the root `swift build` and `swift test`
/// never build them; `scripts/fuzz` builds them with the fuzzer and address sanitizers.
let package = Package(
  name: "TVGuideFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [
    // `name:` fixes the identity: a path dependency is otherwise named after its folder,
    // which differs from clone to clone.
    .package(name: "TVGuide", path: ".."),
    // FuzzStoreRows writes the store's rows as another program would.
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    // What both harnesses check with: invariants, the terminal-safety rule, the async bridge.
    .target(name: "FuzzSupport"),
    .executableTarget(
      name: "FuzzDTODecoding",
      dependencies: [
        "FuzzSupport",
        .product(name: "TVGuideBundledCatalog", package: "TVGuide"),
        .product(name: "TVGuideEntity", package: "TVGuide"),
        .product(name: "TVGuideInteractor", package: "TVGuide"),
        .product(name: "TVGuidePresenter", package: "TVGuide"),
        // The terminal's text rule (TerminalText), which the app's builders give the presenters.
        .product(name: "TVGuideView", package: "TVGuide"),
      ]
    ),
    .executableTarget(
      name: "FuzzHTMLSummary",
      dependencies: [
        "FuzzSupport",
        .product(name: "TVGuidePresenter", package: "TVGuide"),
        .product(name: "TVGuideView", package: "TVGuide"),
        .product(name: "TextUIKit", package: "TVGuide"),
      ]
    ),
    .executableTarget(
      name: "FuzzTextLayout",
      dependencies: ["FuzzSupport", .product(name: "TextUIKit", package: "TVGuide")]
    ),
    .executableTarget(
      name: "FuzzHTTPHead",
      dependencies: ["FuzzSupport", .product(name: "TVGuideTVMaze", package: "TVGuide")]
    ),
    .executableTarget(
      name: "FuzzStoreRows",
      dependencies: [
        "FuzzSupport",
        .product(name: "TVGuideEntity", package: "TVGuide"),
        .product(name: "TVGuideInteractor", package: "TVGuide"),
        .product(name: "TVGuideStore", package: "TVGuide"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .executableTarget(
      name: "FuzzReview",
      dependencies: ["FuzzSupport", .product(name: "TVGuideReviewKit", package: "TVGuide")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
