import Foundation

/// A fresh, empty folder under the system's temporary folder, for a test's cache or files.
/// Removed by `remove()`; the system cleans up any a crashed test leaves.
public struct TemporaryFolder: Sendable {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tvguide-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
