import Foundation
import TVGuideTestSupport
import Testing

/// The full-screen app in a real terminal (tmux), as a user drives it. Skipped where tmux is
/// not installed; CI installs it.
@Suite(.enabled(if: TmuxSession.isAvailable, "needs tmux"), .serialized)
struct FullScreenSmokeTests {
  @Test func typeOpenGoBackAndQuitLeavesTheTerminalWorking() throws {
    let session = try TmuxSession(command: PackageLayout.executable("tvguide").path, width: 100, height: 30)
    defer { session.kill() }
    #expect(session.waitForScreen { $0.contains("Start typing to search") })
    try session.send(keys: ["girls"])
    #expect(session.waitForScreen { $0.contains("10 shows match \"girls\"") })
    try session.send(keys: ["Enter"])
    #expect(session.waitForScreen { $0.contains("TV Guide › Girls") && $0.contains("Season 1") })
    try session.send(keys: ["Escape"])
    #expect(session.waitForScreen { $0.contains("10 shows match \"girls\"") && !$0.contains("›") })
    try session.send(keys: ["q"])
    #expect(session.waitForScreen { $0.contains("EXITED=0") })
    #expect(try session.terminalModes().contains("icanon"))
    #expect(try session.terminalModes().contains(" echo"))
  }

  @Test func sigtermRestoresTheTerminal() throws {
    let session = try TmuxSession(command: PackageLayout.executable("tvguide").path, width: 80, height: 20)
    defer { session.kill() }
    #expect(session.waitForScreen { $0.contains("Start typing to search") })
    try session.signalCommand("TERM")
    #expect(session.waitForScreen { $0.contains("EXITED=143") })
    #expect(try session.terminalModes().contains("icanon"))
  }

  @Test func aResizeRedrawsAtTheNewWidth() throws {
    let session = try TmuxSession(command: PackageLayout.executable("tvguide").path, width: 100, height: 20)
    defer { session.kill() }
    #expect(session.waitForScreen { $0.contains("Start typing to search") })
    try session.resize(width: 50, height: 15)
    #expect(session.waitForScreen { screen in
      screen.split(separator: "\n").allSatisfy { $0.count <= 50 } && screen.contains("Under the Dome")
    })
    try session.send(keys: ["C-c"])
    #expect(session.waitForScreen { $0.contains("EXITED=0") })
  }
}
