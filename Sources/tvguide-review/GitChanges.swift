import Foundation
import TVGuideReviewKit

/// The Swift files and lines `git diff REF` changes, as paths the review prints.
struct GitChanges {
  let root: URL
  let files: [String]
  private let lines: [String: Set<Int>]

  init(since ref: String, projectRoot: String?) throws {
    let start = projectRoot ?? FileManager.default.currentDirectoryPath
    root = URL(fileURLWithPath: try Self.git(["rev-parse", "--show-toplevel"], in: start).trimmed)
    let prefix = Self.displayPrefix(of: root)
    let diff = try Self.git(
      ["diff", "--unified=0", "--no-color", "--diff-filter=AMR", ref, "--", "*.swift"], in: root.path)
    var lines: [String: Set<Int>] = [:]
    var files: [String] = []
    var current: String?
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("+++ ") {
        let name = line.dropFirst(4)
        current = name.hasPrefix("b/") ? prefix + name.dropFirst(2) : nil
        if let current { files.append(current) }
      } else if line.hasPrefix("@@"), let current, let range = Self.addedRange(String(line)) {
        lines[current, default: []].formUnion(range)
      }
    }
    self.files = files
    self.lines = lines
  }

  func contains(file: String, line: Int) -> Bool {
    lines[file]?.contains(line) == true
  }

  /// `+12,3` in `@@ -10,2 +12,3 @@`: lines 12 to 14.
  private static func addedRange(_ header: String) -> ClosedRange<Int>? {
    guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
    let numbers = plus.dropFirst().split(separator: ",").compactMap { Int($0) }
    guard let start = numbers.first else { return nil }
    let count = numbers.count > 1 ? numbers[1] : 1
    return count == 0 ? nil : start...(start + count - 1)
  }

  /// Paths print relative to the current folder when the repository is it or holds it.
  private static func displayPrefix(of root: URL) -> String {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
    return current.path == root.standardizedFileURL.path ? "" : root.path + "/"
  }

  private static func git(_ arguments: [String], in folder: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw ReviewError.gitFailed("\(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ReviewError.gitFailed(String(decoding: message, as: UTF8.self).trimmed)
    }
    return String(decoding: data, as: UTF8.self)
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
