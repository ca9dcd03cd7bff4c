import Foundation
import TVGuideTestSupport

/// A temporary catalog folder laid out like the bundled one, for runs with hand-made data
/// (`TVGUIDE_CATALOG_DIR`).
struct CatalogFolder {
  let url: URL

  init(shows: [[String: Any]], episodes: [Int: [[String: Any]]] = [:]) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tvguide-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent("shows"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent("episodes"), withIntermediateDirectories: true)
    let pages = Dictionary(grouping: shows) { (($0["id"] as? Int) ?? 0) / 250 }
    for (page, shows) in pages {
      try JSONSerialization.data(withJSONObject: shows).write(
        to: url.appendingPathComponent("shows/page-\(page).json"))
    }
    for (id, list) in episodes {
      try JSONSerialization.data(withJSONObject: list).write(
        to: url.appendingPathComponent("episodes/\(id).json"))
    }
  }

  var environment: [String: String] { ["TVGUIDE_CATALOG_DIR": url.path] }

  /// Deletes the folder and what it holds.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
