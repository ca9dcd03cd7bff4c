import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program started with `posix_spawn` and waited for with `waitpid`: nothing of it lives in
/// this process but its id, so no run loop, signal handler or file descriptor of the test
/// runner can lose track of it.
struct SpawnedProgram {
  let executable: String
  let arguments: [String]
  let environment: [String: String]

  /// Starts the program with `streams` as its standard streams, waits for it to end and
  /// returns its exit status (128 + the signal's number when a signal ended it).
  func run(streams: SpawnedStreams) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, streams.input.path, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, streams.output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, streams.error.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = CStringArray([executable] + arguments)
    let envp = CStringArray(environment.map { "\($0.key)=\($0.value)" })
    defer {
      argv.deallocate()
      envp.deallocate()
    }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv.pointers, envp.pointers)
    guard spawned == 0 else { throw SpawnFailure(executable: executable, code: spawned) }
    return try Self.wait(for: pid)
  }

  private static func wait(for pid: pid_t) throws -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw SpawnFailure(executable: "process \(pid)", code: errno) }
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }
}
