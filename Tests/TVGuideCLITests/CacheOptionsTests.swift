import Foundation
import TVGuideTestServer
import TVGuideTestSupport
import Testing

extension LiveSourceCLITests {
  /// `--cache-dir`, wherever a command takes it.
  @Suite struct CacheOptionsTests {
    @Test(arguments: [["show", "82", "--source", "tvmaze"], ["cache", "info"], ["cache", "clear"]])
    func anEmptyCacheFolderIsOneSentenceAndAUsageError(command: [String]) async throws {
      let home = try TemporaryFolder()
      defer { home.remove() }
      // Were the empty option read as "no option", the store would go under this HOME.
      let binary = BinaryRunner(environment: [
        "HOME": home.url.path, "XDG_CACHE_HOME": "", "TVGUIDE_CACHE_DIR": "",
      ])
      let refusing = try await TVMazeTestServer.refusingBaseURL()
      let live = command.contains("tvmaze") ? ["--api-url", refusing.absoluteString] : []
      let result = try await binary.run(command + live + ["--cache-dir", ""])
      #expect(result.exitCode == 64)
      #expect(result.standardError.hasPrefix("Error: --cache-dir must be the path of a folder, not \"\".\n"))
      #expect(result.standardOutput == "")
      #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
    }
  }
}
