import Foundation

/// The review fixtures, copied out of the package. Inside it they belong to no target, so a
/// review of one of them reads the whole package around it (hundreds of files) to judge one
/// or two; out here it reads only them.
final class FixtureCopy: Sendable {
  let root: URL

  init() throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "Fixtures")
    root = FileManager.default.temporaryDirectory.appendingPathComponent("tvguide-review-cli-\(UUID())")
    try FileManager.default.copyItem(at: fixtures, to: root)
  }

  /// The copy of the fixture at `relative`, such as `Warnings/ShowsRouter.swift`.
  func path(_ relative: String) -> String {
    root.appendingPathComponent(relative).path
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }
}
