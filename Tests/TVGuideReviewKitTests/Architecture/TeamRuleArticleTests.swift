import TVGuideReviewKit
import Testing

/// The three rules of the DocC article *Writing your team's rules*
/// (Sources/TVGuideReviewRules/TVGuideReviewRules.docc), and what it says each finds on the stages.
@Suite struct TeamRuleArticleTests {
  /// Rule 1: every screen has a presenter and a router.
  static func screenRule(_ review: ArchitectureReview) -> [RuleViolation] {
    review.violations(
      of: "screen-has-presenter-and-router", "a screen module has a presenter and a router",
      review.modules.filter(\.isScreen)
    ) { $0.has(.presenter) && $0.has(.router) }
  }

  /// Rule 2: a view controller only draws.
  static func drawingRule(_ review: ArchitectureReview) -> [RuleViolation] {
    review.violations(
      of: "view-controller-only-draws", "a view controller never calls a data service or creates a screen",
      review.types(withRole: .viewController)
    ) { !$0.calls(role: .dataService) && !$0.creates(role: .viewController) }
  }

  /// Rule 3: only builders create presenters.
  static func builderRule(_ review: ArchitectureReview) -> [RuleViolation] {
    let creations = review.types.filter { $0.role != .builder }.flatMap(\.calls).filter {
      $0.creates && $0.role == .presenter
    }
    return review.violations(
      of: "builders-create-presenters", "only a builder creates a presenter", creations
    ) {
      _ in false
    }
  }

  private static func names(_ violations: [RuleViolation]) -> [String] {
    violations.map { String($0.file.split(separator: "/").last ?? "") }.sorted()
  }

  @Test func eachRuleFailsWhereTheArticleSaysAndPassesOnTheLastStage() async throws {
    let reviews = try await StageArchitectures.all()
    let first = try #require(reviews["01-MVC"])
    #expect(
      Self.names(Self.screenRule(first)) == [
        "ShowDetailViewController.swift", "ShowListViewController.swift",
      ])
    #expect(
      Self.names(Self.drawingRule(first)) == [
        "ShowDetailViewController.swift", "ShowListViewController.swift",
      ])
    for stage in ["02-MVP", "03-Interactor"] {
      let review = try #require(reviews[stage])
      #expect(
        Self.names(Self.builderRule(review)) == ["ShowListViewController.swift", "TVGuideApp.swift"],
        "\(stage)")
    }
    for stage in ["04-Router", "05-Seasons", "06-Search"] {
      let review = try #require(reviews[stage])
      #expect(Self.screenRule(review).isEmpty, "\(stage)")
      #expect(Self.drawingRule(review).isEmpty, "\(stage)")
      #expect(Self.builderRule(review).isEmpty, "\(stage)")
    }
  }
}
