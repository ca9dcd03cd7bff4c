import Foundation

/// A program running in a detached tmux session: keys in, screen text out.
struct TmuxSession {
  static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
      || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/tmux")
  }

  let name = "tvguide-test-\(UUID().uuidString.prefix(8))"
  private let socket = "tvguide-test-\(UUID().uuidString.prefix(8))"

  /// Starts `command`; when it ends the pane prints `EXITED=<status>` and stays open.
  init(command: String, width: Int, height: Int) throws {
    // The server this starts keeps running, so its output must not be a pipe we wait on.
    try tmux(capturingOutput: false, [
      "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height),
      "env TERM=xterm-256color \(command); echo EXITED=$?; sleep 60",
    ])
  }

  func send(keys: [String]) throws {
    try tmux(["send-keys", "-t", name] + keys)
  }

  func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
  }

  /// Sends a signal to the program in the pane (not to the shell around it).
  func signalCommand(_ signal: String) throws {
    let shell = try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    try run("/usr/bin/pkill", ["-\(signal)", "-P", shell, "tvguide"])
  }

  func screen() -> String {
    (try? tmux(["capture-pane", "-p", "-t", name])) ?? ""
  }

  /// The settings of the pane's terminal, as `stty -a` prints them.
  func terminalModes() throws -> String {
    let tty = try tmux(["display-message", "-p", "-t", name, "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    return try run("/bin/stty", ["-a", "-F", tty])
  }

  /// Polls the screen until `condition` holds or ten seconds pass.
  func waitForScreen(_ condition: (String) -> Bool) -> Bool {
    for _ in 0..<200 {
      if condition(screen()) { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return false
  }

  func kill() {
    _ = try? tmux(["kill-server"])
  }

  @discardableResult
  private func tmux(capturingOutput: Bool = true, _ arguments: [String]) throws -> String {
    try run("/usr/bin/env", ["tmux", "-L", socket] + arguments, capturingOutput: capturingOutput)
  }

  @discardableResult
  private func run(_ executable: String, _ arguments: [String], capturingOutput: Bool = true) throws
    -> String
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    guard capturingOutput else {
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      return ""
    }
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
