import TVGuideReviewKit
import Testing

@Suite struct PackageManifestTests {
  let manifest = PackageManifest(
    file: SourceFile(
      path: "Package.swift",
      source: """
        let package = Package(
          name: "TVGuide",
          products: [.executable(name: "tvguide", targets: ["tvguide"])],
          dependencies: [.package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")],
          targets: [
            .target(name: "TVGuideEntity"),
            .target(name: "TVGuidePresenter", dependencies: ["TVGuideEntity", .target(name: "TVGuideInteractor")]),
            .target(name: "TVGuideTestSupport", dependencies: ["TVGuideEntity"], path: "./Tests/TVGuideTestSupport/"),
            .executableTarget(name: "stage1-mvc", dependencies: ["TVGuideEntity"], path: "Stages/01-MVC"),
            .testTarget(name: "TVGuideEntityTests", dependencies: ["TVGuideEntity", "TVGuideTestSupport"]),
          ]
        )
        """))

  @Test func targetsAreReadWithTheirFoldersAndDependencies() {
    #expect(
      manifest.targets.map(\.name) == [
        "TVGuideEntity", "TVGuidePresenter", "TVGuideTestSupport", "stage1-mvc", "TVGuideEntityTests",
      ])
    #expect(
      manifest.targets.map(\.path) == [
        "Sources/TVGuideEntity", "Sources/TVGuidePresenter", "Tests/TVGuideTestSupport", "Stages/01-MVC",
        "Tests/TVGuideEntityTests",
      ])
    #expect(manifest.targets[1].dependencies.map(\.name) == ["TVGuideEntity", "TVGuideInteractor"])
    #expect(manifest.targets.map(\.isTest) == [false, false, false, false, true])
  }

  @Test func aFileBelongsToTheTargetWhoseFolderHoldsIt() {
    #expect(manifest.target(containing: "Stages/01-MVC/ShowsViewController.swift")?.name == "stage1-mvc")
    #expect(
      manifest.target(containing: "Tests/TVGuideTestSupport/Fixtures.swift")?.name == "TVGuideTestSupport")
    #expect(manifest.target(containing: "Sources/TVGuideEntityX/A.swift") == nil)
    #expect(manifest.target(containing: "Package.swift") == nil)
  }
}
