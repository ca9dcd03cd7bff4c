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
  /// `output` and `error` say where standard output and standard error go; anything but
  /// `.captured` runs the program through `/bin/sh` with SIGPIPE ignored.
  /// `defaultSignals` starts it with SIGPIPE's default action, as from a terminal's shell,
  /// whatever this process ignores.
  func run(
    streams: SpawnedStreams, output: OutputDestination = .captured, error: OutputDestination = .captured,
    defaultSignals: Bool = false
  ) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, streams.input.path, O_RDONLY, 0)
    var pipeEnds: [Int32] = []
    defer {
      for end in pipeEnds { close(end) }
    }
    for (descriptor, destination, file) in [(Int32(1), output, streams.output), (2, error, streams.error)] {
      switch destination {
      case .captured:
        posix_spawn_file_actions_addopen(&actions, descriptor, file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      case .closed:
        posix_spawn_file_actions_addclose(&actions, descriptor)
      case .fullDevice:
        posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/full", O_WRONLY, 0)
      case .brokenPipe:
        // Neither end survives into the program but as the copy on `descriptor`, and both are
        // closed here once it starts: the reading end is gone before the first write.
        let pipe = try CloseOnExecPipe.make(for: "pipe")
        pipeEnds += [pipe.read, pipe.write]
        posix_spawn_file_actions_adddup2(&actions, pipe.write, descriptor)
      }
    }
    let isPlain = output == .captured && error == .captured
    let command =
      isPlain
      ? [executable] + arguments
      : ["/bin/sh", "-c", "trap '' PIPE; exec \"$0\" \"$@\"", executable] + arguments
    let argv = CStringArray(command)
    let envp = CStringArray(environment.map { "\($0.key)=\($0.value)" })
    defer {
      argv.deallocate()
      envp.deallocate()
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    if defaultSignals {
      var signals = sigset_t()
      sigemptyset(&signals)
      sigaddset(&signals, SIGPIPE)
      posix_spawnattr_setsigdefault(&attributes, &signals)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
    }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv.pointers, envp.pointers)
    guard spawned == 0 else { throw SpawnFailure(executable: executable, code: spawned) }
    for end in pipeEnds { close(end) }
    pipeEnds = []
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
