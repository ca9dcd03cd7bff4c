import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program to its end with its output thrown away, the way a shell would, and tells
/// how it went: its exit status and the most memory it held.
public struct ChildProcess: Sendable {
  /// How a run ended.
  public struct Outcome: Sendable {
    public var exitStatus: Int32
    /// The largest resident set the program had, in bytes.
    public var peakResidentBytes: Int
  }

  public let executable: String
  public let arguments: [String]
  public let environment: [String: String]

  public init(executable: String, arguments: [String], environment: [String: String] = [:]) {
    self.executable = executable
    self.arguments = arguments
    var inherited = ProcessInfo.processInfo.environment
    // The program is measured as a user runs it, without what the harness preloads.
    inherited["LD_PRELOAD"] = nil
    self.environment = inherited.merging(environment) { $1 }
  }

  public func run() -> Outcome {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid = pid_t()
    guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else {
      return Outcome(exitStatus: -1, peakResidentBytes: 0)
    }
    var status: Int32 = 0
    var usage = rusage()
    var peak = 0
    // `ru_maxrss` would do on its own, but Linux keeps it across `execve`, and the child
    // starts in this process's memory: it would report the harness's peak whenever that is
    // the larger. `VmHWM` is the new program's own high-water mark, so it is read while the
    // child runs and the last reading before it exits is kept.
    while true {
      let waited = wait4(pid, &status, WNOHANG, &usage)
      if waited == pid || (waited == -1 && errno != EINTR) { break }
      peak = max(peak, Self.highWaterMark(of: pid) ?? 0)
      usleep(2_000)
    }
    let fallback = Int(usage.ru_maxrss) * 1_024  // kilobytes on Linux
    return Outcome(exitStatus: (status >> 8) & 0xff, peakResidentBytes: peak > 0 ? peak : fallback)
  }

  /// The `VmHWM` line of `/proc/PID/status`, in bytes.
  private static func highWaterMark(of pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "")
    else { return nil }
    return kilobytes * 1_024
  }
}
