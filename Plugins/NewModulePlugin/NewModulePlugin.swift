import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-module NAME`: writes module NAME in
/// every layer of the module template (docs/ARCHITECTURE.md), with its template row, DocC entries
/// and a test per part, by running `scripts/new-module`, the one generator, in the package.
@main
struct NewModulePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let root = context.package.directoryURL
    let process = Process()
    // The generator is a Python script, as the repository's other scripts are; `env` finds
    // python3 on the PATH the plugin was started with.
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let script = root.appendingPathComponent("scripts/new-module").path
    process.arguments = ["python3", script] + arguments + ["--root", root.path]
    process.currentDirectoryURL = root
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw NewModuleFailed(status: process.terminationStatus) }
  }
}
