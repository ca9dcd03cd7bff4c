import Foundation
import TVGuideReviewKit

extension LayerOrder {
  /// TVGuide's own order, read from the repository's `.tvguide-review.yml`, the one place it is
  /// written.
  static let repository: LayerOrder = {
    // The repository's configuration is part of the build; a test without it cannot run.
    guard let configuration = try? ReviewConfiguration(projectRoot: RepositoryLayout.root),
      let layers = configuration.layers
    else { preconditionFailure(".tvguide-review.yml at the repository root declares no layers") }
    return layers
  }()
}
