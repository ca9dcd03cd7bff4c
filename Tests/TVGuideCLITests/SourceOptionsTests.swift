import Foundation
import TVGuideStore
import TVGuideTestServer
import TVGuideTestSupport
import Testing

extension LiveSourceCLITests {
  /// How `--source`, `--api-url` and `--cache-dir` and their environment variables choose
  /// where data comes from.
  @Suite struct SourceOptionsTests {
    @Test func theEnvironmentAloneCanChooseTheLiveSource() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        let binary = BinaryRunner(environment: [
          "TVGUIDE_SOURCE": "tvmaze", "TVGUIDE_API_URL": server.baseURL.absoluteString,
          "TVGUIDE_CACHE_DIR": cache.url.path,
        ])
        let result = try await binary.run(["show", "82"])
        #expect(result.exitCode == 0)
        #expect(await server.requests.map(\.path).contains("/shows/82"))
        #expect(try await ShowStore(folder: cache.url).show(id: 82) != nil)
      }
    }

    @Test func theFlagsWinOverTheEnvironment() async throws {
      try await withTestServer { server in
        let (envCache, flagCache) = (try TemporaryFolder(), try TemporaryFolder())
        defer {
          envCache.remove()
          flagCache.remove()
        }
        let refusing = try await TVMazeTestServer.refusingBaseURL()
        let binary = BinaryRunner(environment: [
          "TVGUIDE_SOURCE": "bundled", "TVGUIDE_API_URL": refusing.absoluteString,
          "TVGUIDE_CACHE_DIR": envCache.url.path,
        ])
        let result = try await binary.run(server.liveArguments(cache: flagCache.url, "show", "82"))
        #expect(result.exitCode == 0)
        #expect(!(await server.requests.isEmpty))
        #expect(
          FileManager.default.fileExists(
            atPath: flagCache.url.appendingPathComponent(ShowStore.fileName).path))
        #expect(
          !FileManager.default.fileExists(
            atPath: envCache.url.appendingPathComponent(ShowStore.fileName).path))
      }
    }

    @Test func theBundledSourceNeverTouchesTheNetworkOrTheStore() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        let binary = BinaryRunner(environment: [
          "TVGUIDE_SOURCE": "tvmaze", "TVGUIDE_API_URL": server.baseURL.absoluteString,
          "TVGUIDE_CACHE_DIR": cache.url.path,
        ])
        let result = try await binary.run(["show", "82", "--source", "bundled"])
        #expect(result.exitCode == 0)
        #expect(await server.requests.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.url.path).isEmpty)
      }
    }

    @Test func theAPIURLVariableIsReadOnlyByTheLiveSource() async throws {
      let binary = BinaryRunner(environment: ["TVGUIDE_API_URL": "not an address"])
      let result = try await binary.run(["show", "82"])
      #expect(result.exitCode == 0, "\(result.standardError)")
      #expect(result.standardOutput.hasPrefix("Game of Thrones\n"))
    }

    @Test(arguments: [
      (["TVGUIDE_SOURCE": "cable"], [String](), "TVGUIDE_SOURCE must be bundled or tvmaze, not \"cable\"."),
      (
        [:], ["--source", "tvmaze", "--api-url", "ftp://example.org"],
        "--api-url must be an http or https address such as https://api.tvmaze.com, not \"ftp://example.org\"."
      ),
      (
        [:], ["--source", "tvmaze", "--timeout", "0"],
        "--timeout must be a number of seconds between 0 and 3600."
      ),
      (
        [:], ["--api-url", "http://127.0.0.1:8080"],
        "--api-url is used only with --source tvmaze (or TVGUIDE_SOURCE=tvmaze)."
      ),
      (
        ["TVGUIDE_SOURCE": "tvmaze"], ["--source", "bundled", "--api-url", "http://127.0.0.1:8080"],
        "--api-url is used only with --source tvmaze (or TVGUIDE_SOURCE=tvmaze)."
      ),
      (
        [:], ["--source", "tvmaze", "--api-url", "http://127.0.0.1:99999"],
        "--api-url must name a port between 1 and 65535, not 99999."
      ),
      (
        [:], ["--source", "tvmaze", "--api-url", "ftp://\u{1B}]0;pwned\u{07}evil\u{1B}[31m.org\u{07}"],
        "--api-url must be an http or https address such as https://api.tvmaze.com, not \"ftp://evil.org\"."
      ),
      (
        ["TVGUIDE_SOURCE": "tvmaze", "TVGUIDE_API_URL": "\u{1B}[2Jhttp\u{9B}1m"], [],
        "TVGUIDE_API_URL must be an http or https address such as https://api.tvmaze.com, not \"http\"."
      ),
      (
        ["TVGUIDE_SOURCE": "tvmaze", "TVGUIDE_API_URL": "http://127.0.0.1:99999999999999999999"], [],
        "TVGUIDE_API_URL must name a port between 1 and 65535, not 99999999999999999999."
      ),
    ])
    func aBadChoiceIsOneSentenceAndAUsageError(
      environment: [String: String], arguments: [String], sentence: String
    )
      async throws
    {
      let result = try await BinaryRunner(environment: environment).run(
        ["show", "82"] + arguments)
      #expect(result.exitCode == 64)
      #expect(result.standardError.hasPrefix("Error: \(sentence)\n"))
      #expect(result.standardOutput == "")
    }
  }
}
