import Foundation
import TVGuideTestSupport

/// The raw files of the bundled catalog in the source tree, to compare the CLI's answers with.
enum BundledCatalogFiles {
  static let root = PackageLayout.root.appendingPathComponent("Sources/TVGuideBundledCatalog/Catalog")

  /// Ids of the shows that have an episode list.
  static func showIDsWithEpisodes() throws -> [Int] {
    try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("episodes").path)
      .compactMap { Int($0.replacingOccurrences(of: ".json", with: "")) }.sorted()
  }

  static func episodes(ofShow id: Int) throws -> [[String: Any]] {
    let data = try Data(contentsOf: root.appendingPathComponent("episodes/\(id).json"))
    return try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
  }
}
