import Foundation
import TVGuideTestSupport
import Testing

/// The full-screen app in a real terminal (tmux), as a user drives it. Skipped where tmux is
/// not installed; CI installs it.
@Suite(.enabled(if: TmuxSession.isAvailable, "needs tmux"), .serialized)
struct FullScreenSmokeTests {
  @Test func typeOpenGoBackAndQuitLeavesTheTerminalWorking() async throws {
    let session = try await TmuxSession.start(
      command: PackageLayout.executable("tvguide").path, width: 100, height: 30)
    defer { session.kill() }
    #expect(await session.waitForScreen { $0.contains("Start typing to search") })
    try await session.send(keys: ["girls"])
    #expect(await session.waitForScreen { $0.contains("10 shows match \"girls\"") })
    try await session.send(keys: ["Enter"])
    #expect(await session.waitForScreen { $0.contains("TV Guide › Girls") && $0.contains("Drama · Romance") })
    try await session.send(keys: ["Escape"])
    #expect(await session.waitForScreen { $0.contains("10 shows match \"girls\"") && !$0.contains("›") })
    try await session.send(keys: ["q"])
    #expect(await session.waitForScreen { $0.contains("EXITED=0") })
    #expect(try await session.terminalModes().contains("icanon"))
    #expect(try await session.terminalModes().contains(" echo"))
  }

  @Test func tabCyclesTheStatusFilterEvenWhileTypingAndTheStatusLineShowsIt() async throws {
    let session = try await TmuxSession.start(
      command: PackageLayout.executable("tvguide").path, width: 100, height: 30)
    defer { session.kill() }
    #expect(
      await session.waitForScreen { $0.contains("Start typing to search") && $0.contains("Tab status") })
    try await session.send(keys: ["Tab"])
    #expect(
      await session.waitForScreen { screen in
        screen.contains("Status: Running · Start typing to search") && Self.rows(of: screen).count >= 20
          && Self.rows(of: screen).allSatisfy { $0.contains(" Running ") }
      })
    try await session.send(keys: ["girls"])
    #expect(await session.waitForScreen { $0.contains("Status: Running · No shows match \"girls\"") })
    let expected = [
      "Status: Ended · 9 shows match \"girls\"", "Status: To be determined · 1 show matches \"girls\"",
      "Status: In development · No shows match \"girls\"", "10 shows match \"girls\"",
    ]
    for status in expected {
      try await session.send(keys: ["Tab"])
      #expect(await session.waitForScreen { $0.contains(status) }, "after Tab: \(status)")
    }
    #expect(!(await session.screen()).contains("Status:"))
    try await session.send(keys: ["C-c"])
    #expect(await session.waitForScreen { $0.contains("EXITED=0") })
  }

  /// The numbered rows of the show list on a full screen.
  private static func rows(of screen: String) -> [Substring] {
    screen.split(separator: "\n").filter { $0.prefixMatch(of: #/\s*\d+ /#) != nil }
  }

  @Test func sigtermRestoresTheTerminal() async throws {
    let session = try await TmuxSession.start(
      command: PackageLayout.executable("tvguide").path, width: 80, height: 20)
    defer { session.kill() }
    #expect(await session.waitForScreen { $0.contains("Start typing to search") })
    try await session.signalCommand("TERM")
    #expect(await session.waitForScreen { $0.contains("EXITED=143") })
    #expect(try await session.terminalModes().contains("icanon"))
  }

  @Test func aResizeRedrawsAtTheNewWidth() async throws {
    let session = try await TmuxSession.start(
      command: PackageLayout.executable("tvguide").path, width: 100, height: 20)
    defer { session.kill() }
    #expect(await session.waitForScreen { $0.contains("Start typing to search") })
    try await session.resize(width: 50, height: 15)
    #expect(
      await session.waitForScreen { screen in
        screen.split(separator: "\n").allSatisfy { $0.count <= 50 } && screen.contains("Under the Dome")
      })
    try await session.send(keys: ["C-c"])
    #expect(await session.waitForScreen { $0.contains("EXITED=0") })
  }

  /// Ctrl-Z under a shell with job control: the shell's screen and settings come back with
  /// the cursor shown; `fg` brings the app back in raw mode, drawn again, and keys work.
  @Test func ctrlZSuspendsAndFgResumes() async throws {
    let tvguide = PackageLayout.executable("tvguide").path
    let session = try await TmuxSession.start(
      command: "bash -c 'set -m; \"$0\"; echo STOPPED=$?; read line; fg' '\(tvguide)'", width: 80, height: 20)
    defer { session.kill() }
    #expect(await session.waitForScreen { $0.contains("Start typing to search") })
    try await session.send(keys: ["C-z"])
    #expect(await session.waitForScreen { $0.contains("STOPPED=") && !$0.contains("Start typing") })
    #expect(try await session.paneFormat("#{alternate_on}") == "0")
    #expect(try await session.paneFormat("#{cursor_flag}") == "1")
    #expect(try await session.terminalModes().contains("icanon"))
    try await session.send(keys: ["Enter"])
    #expect(
      await session.waitForScreen { $0.contains("Start typing to search") && $0.contains("Under the Dome") })
    #expect(try await session.terminalModes().contains("-icanon"))
    try await session.send(keys: ["Down"])
    #expect(await session.waitForScreen { $0.contains("Under the Dome") && !$0.contains("^[[B") })
    try await session.send(keys: ["C-c"])
    #expect(await session.waitForScreen { $0.contains("EXITED=0") })
  }

  /// `kill -TSTP` from outside suspends the same way, and SIGCONT brings the app back.
  @Test func sigtstpSuspendsAndSigcontResumes() async throws {
    let tvguide = PackageLayout.executable("tvguide").path
    let session = try await TmuxSession.start(
      command: "bash -c 'set -m; \"$0\"; echo STOPPED=$?; read line; fg' '\(tvguide)'", width: 80, height: 20)
    defer { session.kill() }
    #expect(await session.waitForScreen { $0.contains("Start typing to search") })
    try await session.signalGrandchild("TSTP")
    #expect(await session.waitForScreen { $0.contains("STOPPED=") && !$0.contains("Start typing") })
    #expect(try await session.paneFormat("#{alternate_on}") == "0")
    #expect(try await session.paneFormat("#{cursor_flag}") == "1")
    try await session.send(keys: ["Enter"])
    #expect(await session.waitForScreen { $0.contains("Start typing to search") })
    #expect(try await session.terminalModes().contains("-icanon"))
    try await session.send(keys: ["q"])
    #expect(await session.waitForScreen { $0.contains("EXITED=0") })
  }
}
