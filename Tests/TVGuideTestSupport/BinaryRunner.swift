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

  private func runBlocking(_ arguments: [String], input: String?) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var base = ProcessInfo.processInfo.environment
    for key in ["COLUMNS", "LINES", "NO_COLOR", "TERM", "TVGUIDE_SOURCE", "TVGUIDE_API_URL"] {
      base[key] = nil
    }
    process.environment = base.merging(environment) { $1 }
    let output = Pipe()
    let error = Pipe()
    let stdin = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, so a large output cannot fill a pipe.
    let errorData = ReadInBackground(error.fileHandleForReading)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData.wait(), as: UTF8.self),
      exitCode: process.terminationStatus)
  }
}

/// Drains a file handle on another thread.
private final class ReadInBackground: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
