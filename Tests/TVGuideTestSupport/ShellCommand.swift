import Foundation

/// One command line run by bash as a person types it at a prompt, in a folder and an
/// environment the test chooses: what it showed on the terminal (standard output and standard
/// error in one stream, in the order they were written) and its exit status.
public struct ShellCommand: Sendable {
  /// What the command showed and how it ended.
  public struct Result: Sendable {
    public var output: String
    public var exitCode: Int32
  }

  public var line: String
  public var folder: URL
  /// The whole environment: nothing of the test runner's leaks into the command.
  public var environment: [String: String]

  public init(_ line: String, in folder: URL, environment: [String: String]) {
    self.line = line
    self.folder = folder
    self.environment = environment
  }

  /// Runs the command to its end, with an empty standard input; the waiting happens off the
  /// shared thread pool.
  public func run() async throws -> Result {
    try await offThePool { try runBlocking() }
  }

  /// Both streams go to one file through one open file, so they interleave as a terminal
  /// shows them.
  private func runBlocking() throws -> Result {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let streams = SpawnedStreams(folder: scratch.url)
    try Data().write(to: streams.input)
    let script = "cd -- \(Self.quoted(folder.path)) || exit 125\nexec 2>&1\n\(line)"
    let exitCode = try SpawnedProgram(
      executable: "/bin/bash", arguments: ["-c", script], environment: environment
    ).run(streams: streams, defaultSignals: true)
    let output = try Data(contentsOf: streams.output)
    return Result(output: String(decoding: output, as: UTF8.self), exitCode: exitCode)
  }

  /// `text` as one bash word, quoted.
  public static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
