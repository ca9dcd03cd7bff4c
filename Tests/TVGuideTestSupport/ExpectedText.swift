import Foundation
import Testing

/// Compares text with a file kept in the repository (`Expected/NAME.txt` next to the test
/// file). A missing file is written and the test fails, so new expectations are reviewed
/// in the diff; `TVGUIDE_RECORD=1` rewrites them all.
public enum ExpectedText {
  public static func check(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("Expected")
    let file = folder.appendingPathComponent("\(name).txt")
    let recording = ProcessInfo.processInfo.environment["TVGUIDE_RECORD"] == "1"
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? actual.write(to: file, atomically: true, encoding: .utf8)
      Issue.record("Recorded \(file.path); check it and run the tests again.", sourceLocation: sourceLocation)
      return
    }
    #expect(actual == expected, "differs from Expected/\(name).txt", sourceLocation: sourceLocation)
  }
}
