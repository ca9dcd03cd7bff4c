import Foundation

/// A program running in a detached tmux session: keys in, screen text out. Every tmux call
/// blocks for a moment, so each one runs off the shared thread pool.
public struct TmuxSession: Sendable {
  public static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
      || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/tmux")
  }

  public let name = "tvguide-test-\(UUID().uuidString.prefix(8))"
  private let socket = "tvguide-test-\(UUID().uuidString.prefix(8))"

  /// Starts `command`; when it ends the pane prints `EXITED=<status>` and stays open.
  public static func start(command: String, width: Int, height: Int) async throws -> TmuxSession {
    let session = TmuxSession()
    try await offThePool { try session.start(command: command, width: width, height: height) }
    return session
  }

  private func start(command: String, width: Int, height: Int) throws {
    // The server this starts keeps running, so its output must not be a pipe we wait on.
    try tmux(
      capturingOutput: false,
      [
        "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height),
        "env TERM=xterm-256color \(command); echo EXITED=$?; sleep 60",
      ])
  }

  public func send(keys: [String]) async throws {
    try await offThePool { try tmux(["send-keys", "-t", name] + keys) }
  }

  public func resize(width: Int, height: Int) async throws {
    try await offThePool {
      try tmux(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
    }
  }

  /// Sends a signal to the program in the pane (not to the shell around it).
  public func signalCommand(_ signal: String) async throws {
    try await offThePool {
      let shell = try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"])
        .trimmingCharacters(in: .whitespacesAndNewlines)
      try run("pkill", ["-\(signal)", "-P", shell, "tvguide"])
    }
  }

  /// Sends a signal to the program when a shell inside the pane started it (a grandchild
  /// of the pane's shell).
  public func signalGrandchild(_ signal: String) async throws {
    try await offThePool {
      let shell = try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"])
        .trimmingCharacters(in: .whitespacesAndNewlines)
      let parents = try run("pgrep", ["-d", ",", "-P", shell]).trimmingCharacters(in: .whitespacesAndNewlines)
      try run("pkill", ["-\(signal)", "-P", parents, "tvguide"])
    }
  }

  public func screen() async -> String {
    (try? await offThePool { try tmux(["capture-pane", "-p", "-t", name]) }) ?? ""
  }

  /// A tmux format about the pane, such as `#{alternate_on}` or `#{cursor_flag}`.
  public func paneFormat(_ format: String) async throws -> String {
    try await offThePool {
      try tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// The settings of the pane's terminal, as `stty -a` prints them.
  public func terminalModes() async throws -> String {
    try await offThePool {
      let tty = try tmux(["display-message", "-p", "-t", name, "#{pane_tty}"])
        .trimmingCharacters(in: .whitespacesAndNewlines)
      return try run("stty", ["-a", "-F", tty])
    }
  }

  /// Polls the screen until `condition` holds or about a minute passes (longer on a loaded
  /// machine, where each poll takes longer).
  public func waitForScreen(_ condition: (String) -> Bool) async -> Bool {
    for _ in 0..<1_200 {
      if condition(await screen()) { return true }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return false
  }

  public func kill() {
    let session = self
    Thread.detachNewThread { _ = try? session.tmux(["kill-server"]) }
  }

  @discardableResult
  private func tmux(capturingOutput: Bool = true, _ arguments: [String]) throws -> String {
    try run("tmux", ["-L", socket] + arguments, capturingOutput: capturingOutput)
  }

  /// Runs a command through the shell and waits for it with `system`. Foundation's
  /// `Process` is not used here: inside the test runner it sometimes never noticed that the
  /// tmux client had exited (its zombie was left unreaped), which hung the test.
  @discardableResult
  private func run(_ command: String, _ arguments: [String], capturingOutput: Bool = true) throws
    -> String
  {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let quoted = ([command] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let target = capturingOutput ? "'\(output.path)'" : "/dev/null"
    let status = system(quoted.joined(separator: " ") + " </dev/null >\(target) 2>/dev/null")
    guard status == 0 else { throw TmuxFailure(command: command, status: status) }
    return capturingOutput ? (try String(contentsOf: output, encoding: .utf8)) : ""
  }
}

/// A tmux (or helper) command that did not succeed.
public struct TmuxFailure: Error {
  public let command: String
  public let status: Int32
}
