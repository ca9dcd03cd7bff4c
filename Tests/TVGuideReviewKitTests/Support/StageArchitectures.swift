import TVGuideReviewKit
import TVGuideTestSupport

/// The stages as the review sees them, read once for every suite that asks: each
/// review reads the shared targets the stage depends on too, which takes a while.
enum StageArchitectures {
  static let stages = ["01-MVC", "02-MVP", "03-Interactor", "04-Router", "05-Seasons", "06-Search"]

  private static let reviews = Task {
    try await offThePool {
      Dictionary(
        uniqueKeysWithValues: try stages.map { stage in
          (
            stage,
            try ArchitectureReview(
              paths: [RepositoryLayout.path("Stages/\(stage)/Sources")],
              projectRoot: RepositoryLayout.root.path, parses: StageParses.memo)
          )
        })
    }
  }

  /// One review of the whole of `Stages/` with every rule, for each suite that reads its findings.
  static let findings = Task {
    try await offThePool { try StageParses.reviewer().review(path: RepositoryLayout.path("Stages")) }
  }

  /// Each stage's model, by folder name.
  static func all() async throws -> [String: ArchitectureReview] {
    try await reviews.value
  }
}
