import Foundation

/// Paths in this repository, for reviews of its real sources and of the samples.
enum RepositoryLayout {
  /// The package root, found from this file's location.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // TVGuideReviewKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  static func path(_ relative: String) -> String {
    root.appendingPathComponent(relative).path
  }
}
