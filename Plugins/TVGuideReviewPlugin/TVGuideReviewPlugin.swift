import Foundation
import PackagePlugin

/// `swift package review [OPTIONS] [PATH…]`: runs tvguide-review on the package it is
/// called in, or on the paths given. The exit status is the tool's.
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
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ReviewFailed(status: process.terminationStatus)
    }
  }
}

/// The review found errors (status 1) or could not run (status 2).
struct ReviewFailed: Error, CustomStringConvertible {
  let status: Int32
  var description: String { "tvguide-review exited with status \(status)" }
}
