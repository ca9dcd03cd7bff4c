import TVGuideTestSupport
import Testing

/// Every stage in a real terminal (tmux), driven with keys: full screen, like the app.
/// Skipped where tmux is not installed.
@Suite(.enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct FullScreenTests {
  @Test(arguments: Stage.all + Stage.variants)
  func openAShowGoBackAndQuit(stage: Stage) async throws {
    let session = try await TmuxSession.start(
      command: PackageLayout.executable(stage.executable).path, width: 90, height: 24)
    defer { session.kill() }
    #expect(await session.waitForScreen { $0.contains("Under the Dome") && $0.contains("q quit") })
    try await session.send(keys: ["Down", "Enter"])
    #expect(await session.waitForScreen { $0.contains("TV Guide › Person of Interest") })
    try await session.send(keys: ["Escape"])
    #expect(await session.waitForScreen { $0.contains("Person of Interest") && !$0.contains("›") })
    try await session.send(keys: ["q"])
    #expect(await session.waitForScreen { $0.contains("EXITED=0") })
  }
}
