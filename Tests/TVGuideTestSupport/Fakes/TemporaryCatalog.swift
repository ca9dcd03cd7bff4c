import Foundation
import TVGuideEntity

/// A catalog folder in the temporary directory, laid out like the bundled one
/// (`shows/page-N.json`, `episodes/ID.json`), for tests of missing or broken files.
public struct TemporaryCatalog: Sendable {
  public let root: URL

  /// Creates an empty catalog with its `shows` and `episodes` folders.
  public init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tvguide-catalog-\(UUID().uuidString)")
    for folder in ["shows", "episodes"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
  }

  public func writePage(_ number: Int, _ shows: [ShowDTO]) throws {
    try JSONEncoder().encode(shows).write(to: root.appendingPathComponent("shows/page-\(number).json"))
  }

  public func writeEpisodes(ofShow id: Int, _ episodes: [EpisodeDTO]) throws {
    try JSONEncoder().encode(episodes).write(to: root.appendingPathComponent("episodes/\(id).json"))
  }

  /// Writes any text, e.g. a truncated JSON file, at a path inside the catalog.
  public func write(_ text: String, to relativePath: String) throws {
    try Data(text.utf8).write(to: root.appendingPathComponent(relativePath))
  }

  /// Deletes the folder and everything in it.
  public func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}
