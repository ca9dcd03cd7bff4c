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
    let tool = try Self.reviewTool(packageManager)
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
    process.executableURL = tool
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

  /// tvguide-review as the package's own debug build makes it, built when it is not current. A
  /// tool dependency of the plugin would be built apart, for the host, with swift-syntax again:
  /// every `swift build` of this package then compiled swift-syntax twice (docs/development.md).
  private static func reviewTool(_ packageManager: PackageManager) throws -> URL {
    let built = try packageManager.build(
      .product("tvguide-review"), parameters: .init(configuration: .debug, logging: .concise))
    guard built.succeeded, let tool = built.builtArtifacts.first(where: { $0.kind == .executable }) else {
      throw ToolNotBuilt(log: built.logText)
    }
    return tool.url
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

/// tvguide-review did not build; the build's own words follow.
struct ToolNotBuilt: Error, CustomStringConvertible {
  let log: String
  var description: String { "tvguide-review did not build:\n\(log)" }
}

/// The review found errors (status 1) or could not run (status 2).
struct ReviewFailed: Error, CustomStringConvertible {
  let status: Int32
  var description: String { "tvguide-review exited with status \(status)" }
}
