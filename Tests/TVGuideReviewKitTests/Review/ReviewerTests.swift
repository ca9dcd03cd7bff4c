import Foundation
import TVGuideReviewKit
import TVGuideTestSupport
import Testing

@Suite struct ReviewerTests {
  private static let manifest = """
    let package = Package(
      name: "Demo",
      targets: [
        .target(name: "TVGuideEntity"),
        .target(name: "TVGuidePresenter", dependencies: ["TVGuideView"]),
        .target(name: "TVGuideView"),
        .executableTarget(name: "stage1-mvc", path: "Stages/01-MVC"),
      ]
    )
    """

  /// The layers of the temporary packages, as a project writes them.
  private static let configuration = """
    layers:
      order: [[TVGuideEntity], [TVGuideInteractor], [TVGuidePresenter], [TVGuideView]]
    """

  private func package() throws -> TemporaryPackage {
    try TemporaryPackage([
      "Package.swift": Self.manifest,
      ".tvguide-review.yml": Self.configuration,
      "Sources/TVGuidePresenter/ShowsPresenter.swift": "import TVGuideView\n",
      "Sources/TVGuideView/ShowsView.swift": "import TVGuidePresenter\n",
      "Stages/01-MVC/ShowsDelegate.swift": "protocol ShowsDelegate {}\n",
      "Stages/01-MVC/Fixtures/Broken.swift": "protocol BrokenDelegate {}\n",
      "Stages/01-MVC/.hidden/Hidden.swift": "protocol HiddenDelegate {}\n",
      ".build/checkouts/Dep.swift": "protocol DepDelegate {}\n",
      "Stages/01-MVC/README.md": "protocol NotSwiftDelegate {}\n",
    ])
  }

  /// Files past the most the review reads are skipped with a note, the reviewed ones first.
  @Test func filesPastTheTotalSizeAreSkippedWithANote() async throws {
    let package = try TemporaryPackage([
      ".git/HEAD": "", "App/A.swift": "protocol ADelegate {}\n", "App/B.swift": "protocol BDelegate {}\n",
      "App/C.swift": "protocol CDelegate {}\n",
    ])
    var reviewer = Reviewer()
    reviewer.limits = ReviewLimits(totalSize: 50)
    let limited = reviewer
    let report = try await offThePool { try limited.review(path: package.path("App")) }
    #expect(report.fileCount == 2)
    #expect(report.skippedFiles == [package.path("App/C.swift")])
    #expect(
      report.notes.first
        == "\(package.path("App/C.swift")) was not read: the review reads at most 1 KB of Swift, reviewed files first; it was skipped."
    )
  }

  @Test func aPackageRootIsReviewedWithItsManifestAndTargets() async throws {
    let package = try package()
    let report = try await offThePool { try Reviewer().review(path: package.path()) }
    #expect(report.fileCount == 4)
    #expect(
      report.findings.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line) \($0.ruleID)" }
        == [
          "Package.swift:5 layer-direction",
          "ShowsPresenter.swift:1 layer-direction",
          "ShowsDelegate.swift:1 class-bound-delegate",
        ])
    #expect(report.hasErrors)
  }

  @Test func aFolderInsideAPackageIsJudgedWithThePackagesTargets() async throws {
    let package = try package()
    let report = try await offThePool {
      try Reviewer().review(path: package.path("Sources/TVGuidePresenter/"))
    }
    #expect(report.fileCount == 1)
    #expect(report.findings.map(\.file) == [package.path("Sources/TVGuidePresenter/ShowsPresenter.swift")])
  }

  @Test func aSingleFileCanBeReviewed() async throws {
    let package = try package()
    let report = try await offThePool {
      try Reviewer().review(path: package.path("Stages/01-MVC/ShowsDelegate.swift"))
    }
    #expect(report.findings.map(\.file) == [package.path("Stages/01-MVC/ShowsDelegate.swift")])
  }

  @Test func theLayerOrderFileAtThePackageRootIsUsed() async throws {
    let package = try TemporaryPackage([
      "Package.swift": Self.manifest,
      "Sources/TVGuidePresenter/ShowsPresenter.swift": "import TVGuideView\n",
      ".tvguide-review.json": #"{"layers": [["TVGuideView"], ["TVGuidePresenter"]], "sideModules": []}"#,
    ])
    let report = try await offThePool { try Reviewer().review(path: package.path("Sources")) }
    #expect(report.findings.isEmpty)
    let explicit = try await offThePool {
      try Reviewer(layers: .repository).review(path: package.path("Sources"))
    }
    #expect(explicit.findings.count == 1)
  }

  @Test func aFolderOutsideAnyPackageTakesModulesFromItsSourcesLayout() async throws {
    let folder = try TemporaryPackage([
      "Sources/TVGuideEntity/Show.swift": "import TVGuideInteractor\n",
      ".tvguide-review.yml": Self.configuration,
    ])
    let report = try await offThePool { try Reviewer().review(path: folder.path()) }
    #expect(report.findings.map(\.ruleID) == ["layer-direction"])
  }

  @Test func badPathsAreReportedInOneSentence() async throws {
    let package = try package()
    #expect(throws: ReviewError.pathNotFound("/no/such/folder")) {
      try Reviewer().review(path: "/no/such/folder")
    }
    let readme = package.path("Stages/01-MVC/README.md")
    #expect(throws: ReviewError.notSwiftFile(readme)) { try Reviewer().review(path: readme) }
    #expect(ReviewError.pathNotFound("x").message == "There is no file or folder at x.")
  }

  @Test func anInvalidLayerOrderFileStopsTheReview() async throws {
    let package = try TemporaryPackage(["Package.swift": Self.manifest, ".tvguide-review.json": "{"])
    #expect(throws: ReviewError.self) { try Reviewer().review(path: package.path()) }
  }
}
