import Foundation
import TVGuideReviewRules
import TeamRules
import Testing

/// The team's two rules (`TeamRules`) on the migration's stages: stage 1 (MVC) breaks both,
/// the finished stage keeps both.
@Suite struct TeamRulesTests {
  /// The TVGuide package this one sits in: the stages' project.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TeamRulesTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // Examples
    .deletingLastPathComponent()

  static func review(_ stage: String) throws -> ArchitectureReview {
    try ArchitectureReview(
      paths: [repository.appendingPathComponent("Stages/\(stage)/Sources").path], projectRoot: repository.path
    )
  }

  @Test func theFinishedStageKeepsBothRules() throws {
    let review = try Self.review("06-Search")
    #expect(!review.modules.isEmpty)
    review.expect(TeamRules.screensHaveAPresenterAndARouter)
    review.expect(TeamRules.viewControllersOnlyDraw)
  }

  /// Each rule fails on stage 1: its issues are known, and the test fails if one is missing.
  @Test func stageOneBreaksBothRules() throws {
    let review = try Self.review("01-MVC")
    withKnownIssue("stage 1's screens have no presenter and no router") {
      review.expect(TeamRules.screensHaveAPresenterAndARouter)
    }
    withKnownIssue("stage 1's view controllers fetch and build the detail screen") {
      review.expect(TeamRules.viewControllersOnlyDraw)
    }
  }
}
