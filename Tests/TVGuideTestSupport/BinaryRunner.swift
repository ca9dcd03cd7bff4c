import Foundation

/// Runs a built executable of this package the way a user would, and captures what it
/// printed and how it exited.
public struct BinaryRunner: Sendable {
  /// The outcome of one run.
  public struct Result: Sendable {
    public var standardOutput: String
    public var standardError: String
    public var exitCode: Int32
  }

  public var executable: URL
  /// Added to a clean environment that has no terminal settings, so output is plain.
  public var environment: [String: String]

  public init(executable: String = "tvguide", environment: [String: String] = [:]) {
    self.executable = PackageLayout.executable(executable)
    self.environment = environment
  }

  /// Runs the binary to its end; the waiting happens off the shared thread pool.
  public func run(_ arguments: [String], input: String? = nil) async throws -> Result {
    try await offThePool { try runBlocking(arguments, input: input) }
  }

  /// Runs the binary with standard output and standard error sent to `output` and `error`
  /// (see `OutputDestination`); what was not captured reads as empty.
  public func run(
    _ arguments: [String], output: OutputDestination, error: OutputDestination = .captured
  ) async throws -> Result {
    try await offThePool { try runBlocking(arguments, input: nil, output: output, error: error) }
  }

  /// The program's standard streams are files, not pipes: with many tests starting programs
  /// at once, Foundation's `Process` and `Pipe` sometimes lost a child's standard error.
  private func runBlocking(
    _ arguments: [String], input: String?, output: OutputDestination = .captured,
    error: OutputDestination = .captured
  ) throws -> Result {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let streams = SpawnedStreams(folder: folder.url)
    try Data((input ?? "").utf8).write(to: streams.input)
    let exitCode = try SpawnedProgram(
      executable: executable.path, arguments: arguments, environment: cleanEnvironment(scratch: folder.url)
    ).run(streams: streams, output: output, error: error)
    return Result(
      standardOutput: output == .captured ? try String(contentsOf: streams.output, encoding: .utf8) : "",
      standardError: error == .captured ? try String(contentsOf: streams.error, encoding: .utf8) : "",
      exitCode: exitCode)
  }

  /// The environment the program runs in. Its folders are never those of the user running the
  /// tests: a test that names no data folder (`TVGUIDE_DATA_DIR`, `XDG_DATA_HOME` or `HOME`)
  /// has the user's data kept in the cache folder it names, the one folder tvguide had before
  /// user data moved out of the cache (so the program never moves anything), else in
  /// `scratch`; one that names no cache folder either has its cache in `scratch` too, so that
  /// no store of the user's is read or moved.
  func cleanEnvironment(scratch: URL) -> [String: String] {
    var base = ProcessInfo.processInfo.environment
    for key in ["COLUMNS", "LINES", "NO_COLOR", "TERM", "TVGUIDE_SOURCE", "TVGUIDE_API_URL"] {
      base[key] = nil
    }
    let names = Set(environment.keys)
    if names.isDisjoint(with: ["TVGUIDE_CACHE_DIR", "XDG_CACHE_HOME", "HOME"]) {
      base["TVGUIDE_CACHE_DIR"] = scratch.appendingPathComponent("cache").path
    }
    if names.isDisjoint(with: ["TVGUIDE_DATA_DIR", "XDG_DATA_HOME", "HOME"]) {
      base["TVGUIDE_DATA_DIR"] =
        environment["TVGUIDE_CACHE_DIR"] ?? scratch.appendingPathComponent("data").path
    }
    return base.merging(environment) { $1 }
  }
}
