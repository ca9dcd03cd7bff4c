import TVGuideReviewKit
import TVGuideTestSupport

/// The model of each stage of the migration, read once for every suite that asks: each
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
              projectRoot: RepositoryLayout.root.path)
          )
        })
    }
  }

  /// Each stage's model, by folder name.
  static func all() async throws -> [String: ArchitectureReview] {
    try await reviews.value
  }
}
