// swift-tools-version: 6.1
import PackageDescription

/// libFuzzer harnesses for the code that reads data from outside: TVMaze's JSON, the HTML
/// in its summaries, and text laid out on the terminal. A package of its own so that the root `swift build` and `swift test`
/// never build them; `scripts/fuzz` builds them with the fuzzer and address sanitizers.
let package = Package(
  name: "TVGuideFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [
    // `name:` fixes the identity: a path dependency is otherwise named after its folder,
    // which differs from clone to clone.
    .package(name: "TVGuide", path: "..")
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
  ],
  swiftLanguageModes: [.v6]
)
