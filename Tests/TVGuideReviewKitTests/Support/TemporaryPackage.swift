import Foundation

/// A throwaway folder of files, for reviews of whole packages and folders.
struct TemporaryPackage: ~Copyable {
  let root: URL

  /// Writes `files` (relative path → text) under a new temporary folder.
  init(_ files: [String: String]) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("tvguide-review-\(UUID())")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  func path(_ relative: String = "") -> String {
    relative.isEmpty ? root.path : root.appendingPathComponent(relative).path
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }
}
