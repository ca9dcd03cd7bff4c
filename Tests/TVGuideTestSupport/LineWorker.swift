import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A helper program of this package kept running between requests: the test writes one line
/// to its standard input and reads the one line it answers on standard output. Many of them can
/// be handed work at the same moment, which starting a program per request cannot do as fast.
public final class LineWorker: Sendable {
  private let pid: pid_t
  private let input: Int32
  private let output: Int32

  /// Starts `executable` (a product of this package) with `environment` added to a clean one.
  public init(executable: String, environment: [String: String] = [:]) throws {
    let (toWorker, fromWorker) = (
      try CloseOnExecPipe.make(for: executable), try CloseOnExecPipe.make(for: executable)
    )
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toWorker.read, 0)
    posix_spawn_file_actions_adddup2(&actions, fromWorker.write, 1)
    let path = PackageLayout.executable(executable).path
    let argv = CStringArray([path])
    let envp = CStringArray(
      ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" })
    defer {
      argv.deallocate()
      envp.deallocate()
    }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, path, &actions, nil, argv.pointers, envp.pointers)
    close(toWorker.read)
    close(fromWorker.write)
    guard spawned == 0 else {
      close(toWorker.write)
      close(fromWorker.read)
      throw SpawnFailure(executable: executable, code: spawned)
    }
    self.pid = pid
    input = toWorker.write
    output = fromWorker.read
  }

  /// Writes `line` and its newline to the worker's standard input.
  public func send(_ line: String) throws {
    let bytes = Array((line + "\n").utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
      guard count > 0 else { throw SpawnFailure(executable: "process \(pid)", code: errno) }
      written += count
    }
  }

  /// The next line the worker answers, without its newline; `nil` when it has ended. Read a
  /// byte at a time, so nothing of a later answer is taken.
  public func receive() async throws -> String? {
    let output = output
    return try await offThePool {
      var line: [UInt8] = []
      var byte: UInt8 = 0
      while true {
        let count = read(output, &byte, 1)
        if count == 0 { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
        guard count > 0 else {
          if errno == EINTR { continue }
          throw SpawnFailure(executable: "worker", code: errno)
        }
        if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
        line.append(byte)
      }
    }
  }

  /// Closes the worker's input and waits for it to end; returns its exit status.
  @discardableResult
  public func finish() async throws -> Int32 {
    close(input)
    let (pid, output) = (pid, output)
    return try await offThePool { () throws -> Int32 in
      defer { close(output) }
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1 {
        guard errno == EINTR else { throw SpawnFailure(executable: "process \(pid)", code: errno) }
      }
      return (status >> 8) & 0xff
    }
  }
}
