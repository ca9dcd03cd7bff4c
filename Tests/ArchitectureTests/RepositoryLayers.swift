import Foundation
import TVGuideReviewKit
import TVGuideTestSupport

/// The layer order of this repository, read from the one place it is written: the `layers`
/// section of `.tvguide-review.yml`, which `tvguide-review` enforces too.
enum RepositoryLayers {
  static func order() throws -> LayerOrder {
    let configuration = try ReviewConfiguration(projectRoot: PackageLayout.root)
    guard let layers = configuration.layers else { throw MissingLayers() }
    return layers
  }

  /// Every module the order names, in the chain or beside it.
  static func modules(of order: LayerOrder) -> Set<String> {
    Set(order.layers.joined()).union(order.sideModules.map(\.module))
  }

  /// The modules each Swift file of `Sources/TARGET` imports, read with the review kit's
  /// syntax-based scanner, by file name.
  static func imports(ofTarget target: String, under parent: String = "Sources") throws
    -> [String: Set<String>]
  {
    let folder = PackageLayout.root.appendingPathComponent("\(parent)/\(target)")
    var result: [String: Set<String>] = [:]
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = enumerator?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      result[file.lastPathComponent] = ImportScanner.modules(
        importedBy: try String(contentsOf: file, encoding: .utf8))
    }
    return result
  }

  struct MissingLayers: Error, CustomStringConvertible {
    var description: String { ".tvguide-review.yml declares no `layers` section" }
  }
}
