import Foundation
import TVGuideStore
import TVGuideTestServer
import TVGuideTestSupport
import Testing

extension LiveSourceCLITests {
  /// `--source tvmaze` against servers that break HTTP, an index that never ends, an IPv6
  /// address, and a home folder that must stay as it was.
  @Suite("tvguide --source tvmaze against hostile servers")
  struct HostileServerCLITests {
    private let binary = BinaryRunner(environment: ["COLUMNS": "80"])

    private static func liveOptions(_ baseURL: URL, cache: URL) -> [String] {
      ["--source", "tvmaze", "--api-url", baseURL.absoluteString, "--cache-dir", cache.path]
    }

    /// Each answer that trapped URLSession or read as an outage: one sentence naming what was
    /// wrong, status 1.
    @Test(arguments: [
      (MalformedAnswer.statusLineThenClose, "was malformed: its headers were cut off"),
      (.headersThenClose, "was malformed: its headers were cut off"),
      (.negativeContentLength, "was malformed: its headers could not be read"),
      (.hugeHeader(bytes: 10_000_000), "was malformed: its headers were longer than 64 KB"),
      (.manyHeaders(count: 40_000), "was malformed: it had more than 100 header lines"),
    ])
    func aMalformedAnswerIsOneSentence(answer: MalformedAnswer, problem: String) async throws {
      let server = try RawAnswerServer(answer: answer)
      let cache = try TemporaryFolder()
      defer { cache.remove() }
      for command in [["show", "1"], ["shows"], ["search", "pilot"]] {
        let result = try await binary.run(command + Self.liveOptions(server.baseURL, cache: cache.url))
        let host = "127.0.0.1:\(server.baseURL.port!)"
        #expect(result.exitCode == 1)
        #expect(result.standardOutput == "")
        #expect(
          result.standardError
            == "tvguide: The data received could not be read (the answer from \(host) \(problem)).\n")
      }
    }

    @Test func anHTTP09AnswerIsNotHTTP() async throws {
      let server = try RawAnswerServer(answer: .http09)
      let cache = try TemporaryFolder()
      defer { cache.remove() }
      let result = try await binary.run(["show", "1"] + Self.liveOptions(server.baseURL, cache: cache.url))
      #expect(result.exitCode == 1)
      #expect(
        result.standardError
          == "tvguide: The data received could not be read (127.0.0.1:\(server.baseURL.port!) did not answer in HTTP).\n"
      )
    }

    /// A full-screen app on a pipe is line mode: the same answer ends in the status line.
    @Test func lineModeSaysTheSameAndGoesOn() async throws {
      let server = try RawAnswerServer(answer: .statusLineThenClose)
      let cache = try TemporaryFolder()
      defer { cache.remove() }
      let result = try await binary.run(
        Self.liveOptions(server.baseURL, cache: cache.url), input: "/pilot\nquit\n")
      #expect(result.exitCode == 0)
      #expect(result.standardOutput.contains("its headers were cut off"))
    }

    @Test func anIPv6LiteralAPIAddressWorks() async throws {
      try await withTestServer(ipv6: true) { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        let result = try await binary.run(server.liveArguments(cache: cache.url, "show", "82", "--json"))
        #expect(result.exitCode == 0, "\(result.standardError)")
        let show = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(show?["name"] as? String == "Game of Thrones")
      }
    }

    /// An index whose every page is empty never ends: a filtered read stops after TVMaze's
    /// burst of requests and says where.
    @Test func anIndexThatNeverEndsIsReadToTheBoundAndSaysSo() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        await server.inject(.body("[]"), forPath: "/shows")
        let result = try await binary.run(
          server.liveArguments(cache: cache.url, "shows", "--status", "running"))
        #expect(result.exitCode == 1)
        #expect(
          result.standardError
            == "tvguide: Stopped before page 20 of the show index: one read goes through at most 400 of its "
            + "pages, 20 of them from TVMaze.\n")
        #expect(await server.requests.count == 20)
      }
    }

    /// The live source keeps everything under `--cache-dir`: URLSession once wrote its cache
    /// to `~/.cache/org.swift.foundation.URLCache` and made an empty `~/.local/share/release`.
    @Test func aLiveRunWritesNothingOutsideTheCacheFolder() async throws {
      try await withTestServer { server in
        let (home, cache) = (try TemporaryFolder(), try TemporaryFolder())
        defer {
          home.remove()
          cache.remove()
        }
        let environment = [
          "HOME": home.url.path, "XDG_CACHE_HOME": home.url.appendingPathComponent(".cache").path,
          "XDG_DATA_HOME": home.url.appendingPathComponent(".local/share").path,
          "XDG_CONFIG_HOME": home.url.appendingPathComponent(".config").path,
        ]
        let runner = BinaryRunner(environment: environment)
        for command in [["show", "82"], ["search", "girls"], ["shows"]] {
          let result = try await runner.run(command + server.liveArguments(cache: cache.url))
          #expect(result.exitCode == 0, "\(result.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path) == [])
        #expect(
          try FileManager.default.contentsOfDirectory(atPath: cache.url.path).contains(ShowStore.fileName))
      }
    }
  }
}
