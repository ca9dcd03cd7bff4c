import Foundation
import TVGuideTestServer
import TVGuideTestSupport

/// Runs the commands of an example in order, in a scratch home of its own, with a stand-in
/// TVMaze server of its own playing the faults the example asks for.
enum DocExampleRunner {
  /// What one command printed (as the docs would show it) and how it exited.
  struct Outcome: Sendable {
    var step: DocExampleStep
    var output: String
    var exitCode: Int32
  }

  static func run(_ example: DocExample) async throws -> [Outcome] {
    // A path as short as a usual home's, so a line that shows it is cut where a reader's is.
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tvguide-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    return try await withTestServer { server in
      if case .serverFaults(let faults) = example.directive {
        for fault in faults { await server.inject(fault.serverFault, forPath: fault.path) }
      }
      let environment = DocExampleEnvironment(
        home: home, server: authority(of: server.baseURL),
        refusingServer: authority(of: try await TVMazeTestServer.refusingBaseURL()))
      var outcomes: [Outcome] = []
      for step in example.steps {
        let result = try await ShellCommand(
          environment.command(step.command), in: PackageLayout.root, environment: environment.variables
        ).run()
        outcomes.append(
          Outcome(step: step, output: environment.output(result.output), exitCode: result.exitCode))
      }
      return outcomes
    }
  }

  private static func authority(of url: URL) -> String {
    "\(url.host ?? "127.0.0.1"):\(url.port ?? 80)"
  }
}
