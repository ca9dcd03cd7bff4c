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
            .target(
              name: "TVGuideStore",
              dependencies: ["TVGuideEntity", .product(name: "GRDB", package: "GRDB.swift")],
              exclude: ["./Notes/", "README.md"]
            ),
          ]
        )
        """))

  @Test func targetsAreReadWithTheirFoldersAndDependencies() {
    #expect(
      manifest.targets.map(\.name) == [
        "TVGuideEntity", "TVGuidePresenter", "TVGuideTestSupport", "stage1-mvc", "TVGuideEntityTests",
        "TVGuideStore",
      ])
    #expect(
      manifest.targets.map(\.path) == [
        "Sources/TVGuideEntity", "Sources/TVGuidePresenter", "Tests/TVGuideTestSupport", "Stages/01-MVC",
        "Tests/TVGuideEntityTests", "Sources/TVGuideStore",
      ])
    #expect(manifest.targets[1].dependencies.map(\.name) == ["TVGuideEntity", "TVGuideInteractor"])
    #expect(manifest.targets.map(\.isTest) == [false, false, false, false, true, false])
  }

  /// Products are no layer, but a target may import them: the declared-imports check reads them.
  @Test func productsAndExclusionsAreReadApartFromTheTargetDependencies() {
    let store = manifest.targets[5]
    #expect(store.dependencies.map(\.name) == ["TVGuideEntity"])
    #expect(store.products == ["GRDB"])
    #expect(store.excluded == ["Notes", "README.md"])
    #expect(manifest.targets[1].products.isEmpty)
  }

  @Test func aFileBelongsToTheTargetWhoseFolderHoldsIt() {
    #expect(manifest.target(containing: "Stages/01-MVC/ShowsViewController.swift")?.name == "stage1-mvc")
    #expect(
      manifest.target(containing: "Tests/TVGuideTestSupport/Fixtures.swift")?.name == "TVGuideTestSupport")
    #expect(manifest.target(containing: "Sources/TVGuideEntityX/A.swift") == nil)
    #expect(manifest.target(containing: "Package.swift") == nil)
  }
}
