import Foundation
import TVGuideInteractor
import TVGuideStore
import TVGuideTestServer
import TVGuideTestSupport
import Testing

extension LiveSourceCLITests {
  /// Every fault TVMaze (or the way to it) can show: one sentence on standard error, exit
  /// status 1, and a store exactly as it was.
  @Suite("tvguide --source tvmaze when things go wrong")
  struct TVMazeFaultCLITests {
    /// A fault, the command that meets it, and the sentence the user should read.
    struct Case: Sendable, CustomTestStringConvertible {
      var fault: ServerFault?
      var paths: [String]
      var arguments: [String]
      var extraArguments: [String] = []
      var sentence: @Sendable (_ host: String) -> String

      var testDescription: String {
        "\(fault.map { "\($0)" } ?? "no fault") on \(arguments.joined(separator: " "))"
      }
    }

    /// Both requests of `show 83`, so that no answer about it can reach the store.
    static let show83 = ["/shows/83", "/shows/83/episodes"]

    static let cases: [Case] = [
      Case(fault: nil, paths: [], arguments: ["show", "99999"]) { _ in "There is no show with id 99999." },
      Case(fault: nil, paths: [], arguments: ["shows", "--page", "400"]) { _ in
        "There is no page 400 of the show index."
      },
      Case(fault: .notFound, paths: Self.show83, arguments: ["show", "83"]) { _ in
        "There is no show with id 83."
      },
      Case(fault: .tooManyRequests(retryAfter: "3600"), paths: Self.show83, arguments: ["show", "83"]) {
        _ in
        "TVMaze is refusing requests for now because too many were made."
      },
      Case(fault: .serverError, paths: Self.show83, arguments: ["show", "83"]) { _ in
        "TVMaze answered with a server error."
      },
      Case(
        fault: .stall(.seconds(30)), paths: Self.show83, arguments: ["show", "83"],
        extraArguments: ["--timeout", "0.5"]
      ) { host in "\(host) did not answer in time." },
      Case(fault: .truncatedBody, paths: Self.show83, arguments: ["show", "83"]) { _ in
        "The data received could not be read (/shows/83: not valid JSON)."
      },
      Case(fault: .connectionCut, paths: Self.show83, arguments: ["show", "83"]) { host in
        "The data received could not be read (the answer from \(host) was cut off)."
      },
      Case(fault: .invalidJSON, paths: ["/search/shows"], arguments: ["search", "girls"]) { _ in
        "The data received could not be read (/search/shows: not valid JSON)."
      },
      Case(fault: .signInPage, paths: Self.show83, arguments: ["show", "83"]) { host in
        "\(host) answered with a web page instead of TVMaze data."
      },
    ]

    private let binary = BinaryRunner()

    @Test(arguments: cases)
    func aFaultIsOneSentenceAndExitOneAndTheStoreKeepsWhatItHad(_ fault: Case) async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        let options = server.liveArguments(cache: cache.url)
        let setup = try await binary.run(["show", "82"] + options)
        #expect(setup.exitCode == 0, "\(setup.standardError)")
        let before = try await StoreSnapshot(cache.url)

        for path in fault.paths { await server.inject(fault.fault!, forPath: path) }
        let result = try await binary.run(fault.arguments + options + fault.extraArguments)
        let host = "127.0.0.1:\(server.baseURL.port!)"
        #expect(result.standardError == "tvguide: \(fault.sentence(host))\n")
        #expect(result.exitCode == 1)
        #expect(result.standardOutput == "")
        #expect(try await StoreSnapshot(cache.url) == before)
      }
    }

    @Test func anAnswerCutOffIsNotMistakenForAnOutageWhenAnOlderCopyIsSaved() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        let show82 = server.liveArguments(cache: cache.url, "show", "82")
        #expect(try await binary.run(show82).exitCode == 0)
        try await StaleCopy.age(cache.url, showID: 82, by: 2 * 3600)
        let before = try await StoreSnapshot(cache.url)

        for path in ["/shows/82", "/shows/82/episodes"] { await server.inject(.connectionCut, forPath: path) }
        let result = try await binary.run(show82)
        let host = "127.0.0.1:\(server.baseURL.port!)"
        #expect(
          result.standardError
            == "tvguide: The data received could not be read (the answer from \(host) was cut off).\n")
        #expect(result.exitCode == 1)
        #expect(try await StoreSnapshot(cache.url) == before)
      }
    }

    /// A network's sign-in page answers every address, so TVMaze itself was never asked; a
    /// loop of redirects never reaches TVMaze's answer either.
    @Test(arguments: ["sign-in page", "redirect loop"])
    func anAnswerThatIsNotTVMazesIsAnsweredFromTheStoreLikeAnOutage(_ fault: String) async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        let show82 = server.liveArguments(cache: cache.url, "show", "82")
        let online = try await binary.run(show82)
        try await StaleCopy.age(cache.url, showID: 82, by: 2 * 3600)

        for path in ["/shows/82", "/shows/82/episodes"] {
          await server.inject(fault == "redirect loop" ? .redirect(to: path) : .signInPage, forPath: path)
        }
        let result = try await binary.run(show82)
        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
        var expected = online.standardOutput.components(separatedBy: "\n")
        expected.insert("Offline — showing data saved 2 h ago", at: 2)
        #expect(result.standardOutput.components(separatedBy: "\n") == expected)
      }
    }

    @Test func aRefusedConnectionWithNothingSavedIsOneSentence() async throws {
      let refusing = try await TVMazeTestServer.refusingBaseURL()
      let cache = try TemporaryFolder()
      defer { cache.remove() }
      let result = try await binary.run([
        "show", "82", "--source", "tvmaze", "--api-url", refusing.absoluteString, "--cache-dir",
        cache.url.path,
      ])
      #expect(result.standardError == "tvguide: Could not connect to 127.0.0.1:\(refusing.port!).\n")
      #expect(result.exitCode == 1)
      #expect(try await ShowStore(folder: cache.url).summary().isEmpty)
    }

    @Test func a429WithoutRetryAfterIsRetriedAfterABackoff() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        await server.inject(.tooManyRequests(retryAfter: nil), forPath: "/shows/82", times: 1)
        let result = try await binary.run(server.liveArguments(cache: cache.url, "show", "82"))
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("Game of Thrones\n"))
        #expect(await server.requests.filter { $0.path == "/shows/82" }.count == 2)
      }
    }
  }

  /// What a store holds, to compare before and after a fault.
  private struct StoreSnapshot: Equatable {
    var summary: CacheSummary
    var show82: String?
    var isIntact: Bool

    init(_ folder: URL) async throws {
      let store = try ShowStore(folder: folder)
      summary = try await store.summary()
      summary.sizeInBytes = 0  // SQLite may grow its files without changing what they hold.
      show82 = try await store.show(id: 82).map { "\($0.value.name) \($0.savedAt.timeIntervalSince1970)" }
      isIntact = try await store.isIntact()
    }
  }
}
