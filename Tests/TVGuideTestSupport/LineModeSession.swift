import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A built app in line mode whose standard input the test writes one command at a time, so
/// the test can change the world between two commands (break a catalog folder, then fix it
/// and send `retry`). Standard input is a pipe; what the app prints goes to files, read as it
/// grows.
public final class LineModeSession: Sendable {
  private let pid: pid_t
  private let input: Int32
  private let folder: TemporaryFolder
  private let streams: SpawnedStreams

  /// Starts `executable` (a product of this package) with `environment` added to a clean one
  /// (see `BinaryRunner`).
  public init(executable: String, environment: [String: String] = [:]) throws {
    folder = try TemporaryFolder()
    streams = SpawnedStreams(folder: folder.url)
    // No other program the tests start keeps the pipe open after this one ends; `dup2` onto
    // standard input clears the close-on-exec flag for the app alone.
    let pipe = try CloseOnExecPipe.make(for: executable)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipe.read, 0)
    posix_spawn_file_actions_addopen(&actions, 1, streams.output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, streams.error.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let path = PackageLayout.executable(executable).path
    let runner = BinaryRunner(executable: executable, environment: environment)
    let argv = CStringArray([path])
    let envp = CStringArray(runner.cleanEnvironment(scratch: folder.url).map { "\($0.key)=\($0.value)" })
    defer {
      argv.deallocate()
      envp.deallocate()
    }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, path, &actions, nil, argv.pointers, envp.pointers)
    close(pipe.read)
    guard spawned == 0 else {
      close(pipe.write)
      throw SpawnFailure(executable: executable, code: spawned)
    }
    self.pid = pid
    input = pipe.write
  }

  /// Writes one command and its newline to the app's standard input.
  public func send(_ command: String) {
    let bytes = Array((command + "\n").utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
      guard count > 0 else { return }  // the app has gone; `finish()` reports how it ended
      written += count
    }
  }

  /// Everything the app has printed so far.
  public var output: String {
    (try? String(contentsOf: streams.output, encoding: .utf8)) ?? ""
  }

  /// Waits until what the app printed satisfies `condition`; false if the app never prints
  /// it. The timeout is a safety net for a stage that lacks the behaviour, not a measure.
  public func waitForOutput(
    timeout: Duration = .seconds(60 * SanitizerBuild.slowdown),
    _ condition: @Sendable @escaping (String) -> Bool
  ) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition(output) {
      guard clock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return true
  }

  /// Closes standard input and waits for the app to end; returns its output, error output and
  /// exit status, as `BinaryRunner` does.
  public func finish() async throws -> BinaryRunner.Result {
    close(input)
    let pid = pid
    let status = try await offThePool { () throws -> Int32 in
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1 {
        guard errno == EINTR else { throw SpawnFailure(executable: "process \(pid)", code: errno) }
      }
      let signal = status & 0x7f
      return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
    defer { folder.remove() }
    return BinaryRunner.Result(
      standardOutput: output,
      standardError: (try? String(contentsOf: streams.error, encoding: .utf8)) ?? "",
      exitCode: status)
  }
}
