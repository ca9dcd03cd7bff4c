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
      let unaccepting = try unacceptingPort(for: example)
      let environment = DocExampleEnvironment(
        home: home, server: authority(of: unaccepting?.url ?? server.baseURL),
        refusingServer: authority(of: try await TVMazeTestServer.refusingBaseURL()))
      var outcomes: [Outcome] = []
      for step in example.steps {
        let result = try await ShellCommand(
          environment.command(step.command), in: PackageLayout.root, environment: environment.variables
        ).run()
        outcomes.append(
          Outcome(step: step, output: environment.output(result.output), exitCode: result.exitCode))
      }
      // The listener lives to here: released, it closes its port, which then refuses at once.
      if let owner = unaccepting?.owner { _ = ObjectIdentifier(owner) }
      return outcomes
    }
  }

  #if os(Linux)
    static let canRefuseToAccept = true
  #else
    static let canRefuseToAccept = false
  #endif

  /// A port that never accepts, when the example asks for one: its address, and the object
  /// that keeps it so until released.
  private static func unacceptingPort(for example: DocExample) throws -> (url: URL, owner: AnyObject)? {
    guard example.directive == .unacceptingServer else { return nil }
    #if os(Linux)
      let listener = try UnacceptingListener()
      return (listener.baseURL, listener)
    #else
      return nil
    #endif
  }

  private static func authority(of url: URL) -> String {
    "\(url.host ?? "127.0.0.1"):\(url.port ?? 80)"
  }
}
