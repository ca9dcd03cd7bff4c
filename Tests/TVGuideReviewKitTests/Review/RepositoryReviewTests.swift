import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// The reviewer on this repository: the finished app and the MVC sample.
@Suite struct RepositoryReviewTests {
  /// The MVC sample's folder.
  private static let sample = RepositoryLayout.path("Tests/TVGuideReviewKitTests/Fixtures/MVCSample")

  /// One review of the sample for every test that reads it: the sample belongs to no target,
  /// so its review reads the whole package, which is the slowest thing these tests do.
  private static let sampleReview = Task { try await offThePool { try Reviewer().review(path: sample) } }

  /// `file:line rule` for each finding, with paths relative to `folder`.
  private func outline(_ report: ReviewReport, under folder: String) -> [String] {
    report.findings.map { "\($0.file.dropFirst(folder.count + 1)):\($0.line) \($0.ruleID)" }
  }

  /// The finished VIPER app is what the migration arrives at, so it has nothing to fix.
  @Test func theFinishedAppHasNoFindings() async throws {
    let folder = RepositoryLayout.path("Sources")
    let report = try await offThePool { try Reviewer().review(path: folder) }
    #expect(outline(report, under: folder) == [])
    #expect(!report.hasErrors)
  }

  /// Stage 1's mistakes, one of each kind, found where they are.
  @Test func theMVCSampleGetsEveryComment() async throws {
    let report = try await Self.sampleReview.value
    #expect(
      outline(report, under: Self.sample) == [
        "ShowCellDelegate.swift:2 class-bound-delegate",
        "ShowDetailDelegate.swift:4 class-bound-delegate",
        "ShowsPresenter.swift:5 weak-delegate",
        "ShowsRouter.swift:9 router-builds-views",
        "ShowsViewController.swift:7 weak-delegate",
        "ShowsViewController.swift:16 init-does-work",
        "ShowsViewController.swift:23 strong-self-capture",
        "ShowsViewController.swift:27 view-does-work",
        "ShowsViewController.swift:39 view-does-work",
        "ShowsViewController.swift:46 select-passes-model",
      ])
    // `init` wires two objects: one problem, its second place listed under the first.
    let wiring = report.findings.first { $0.ruleID == "init-does-work" }
    #expect(wiring?.related.map(\.line) == [17])
    #expect(report.errorCount == 5)
    #expect(report.warningCount == 5)
    #expect(report.fileCount == 9)
  }

  /// Every rule has something to say about the sample, so a rule that stops finding its
  /// mistake fails here as well as in its own tests.
  @Test func everyRuleButLayerDirectionFiresOnTheSample() async throws {
    let report = try await Self.sampleReview.value
    let fired = Set(report.findings.map(\.ruleID))
    #expect(fired == Set(ReviewRules.all.map(\.id)).subtracting(["layer-direction"]))
  }
}
