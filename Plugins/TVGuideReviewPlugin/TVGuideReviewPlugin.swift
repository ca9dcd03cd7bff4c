import Foundation
import PackagePlugin

/// `swift package review [OPTIONS] [PATH…]`: runs tvguide-review on the package it is
/// called in, or on the paths given. The exit status is the tool's.
///
/// The tool's report goes to standard output untouched, so `swift package review --format
/// sarif > review.sarif` writes only SARIF. Its notes and errors are not passed on as they
/// are: SwiftPM prints a plugin's standard error on its standard output, where they would
/// break that file; they become the plugin's diagnostics, which SwiftPM prints apart.
@main
struct TVGuideReviewPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "tvguide-review")
    let root = context.package.directoryURL
    var arguments = arguments
    // With no path among the arguments, the whole package is reviewed.
    if !arguments.contains(where: { FileManager.default.fileExists(atPath: $0) || $0 == "-" })
      && !arguments.contains("--changed-since")
    {
      arguments.append(root.path)
    }
    if !arguments.contains("--project-root") { arguments += ["--project-root", root.path] }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = root
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    // Only standard error is a pipe, so reading it to its end before waiting cannot block
    // the tool.
    let messages = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    for line in String(decoding: messages, as: UTF8.self).split(whereSeparator: \.isNewline) {
      Self.report(String(line))
    }
    guard process.terminationStatus == 0 else {
      throw ReviewFailed(status: process.terminationStatus)
    }
  }

  /// `tvguide-review: note: …` as a warning (SwiftPM shows remarks only with `-v`), anything
  /// else the tool says as an error.
  private static func report(_ line: String) {
    let prefix = "tvguide-review: "
    let message = line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line
    if message.hasPrefix("note: ") {
      Diagnostics.warning(String(message.dropFirst("note: ".count)))
    } else {
      Diagnostics.error(message)
    }
  }
}

/// The review found errors (status 1) or could not run (status 2).
struct ReviewFailed: Error, CustomStringConvertible {
  let status: Int32
  var description: String { "tvguide-review exited with status \(status)" }
}
