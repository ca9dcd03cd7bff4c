// swift-tools-version: 6.1
import PackageDescription

/// Programs that use TVGuide as a library, the way another package would: through its
/// products only, by path.
let package = Package(
  name: "TVGuideExamples",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "TVGuide", path: ".."),
    // Only for the stand-in TVMaze that `fetch-seasons` starts on 127.0.0.1.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    .executableTarget(
      name: "fetch-seasons",
      dependencies: [
        .product(name: "TVGuideTVMaze", package: "TVGuide"),
        .product(name: "TVGuideInteractor", package: "TVGuide"),
        .product(name: "TVGuideEntity", package: "TVGuide"),
        .product(name: "FlyingFox", package: "FlyingFox"),
      ],
      path: "Sources/FetchSeasons"
    ),
    .executableTarget(
      name: "plain-front-end",
      dependencies: [
        .product(name: "TVGuideInteractor", package: "TVGuide"),
        .product(name: "TVGuidePresenter", package: "TVGuide"),
        .product(name: "TVGuideBundledCatalog", package: "TVGuide"),
        // The terminal's text rule, which this front end gives its presenters.
        .product(name: "TextUIKit", package: "TVGuide"),
      ],
      path: "Sources/PlainFrontEnd"
    ),
    // A team's own architecture rules, written once (docs/library.md): tested on the stages by
    // TeamRulesTests, and run by `tvguide-review --team-rules` through the `team-rules` program.
    // They bring the review's swift-syntax into this package's build.
    .target(
      name: "TeamRules",
      dependencies: [.product(name: "TVGuideReviewKit", package: "TVGuide")],
      path: "Sources/TeamRules"
    ),
    .executableTarget(
      name: "team-rules",
      dependencies: ["TeamRules", .product(name: "TVGuideReviewKit", package: "TVGuide")],
      path: "Sources/TeamRulesProgram"
    ),
    .testTarget(
      name: "TeamRulesTests",
      dependencies: ["TeamRules", .product(name: "TVGuideReviewRules", package: "TVGuide")],
      path: "Tests/TeamRulesTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)
