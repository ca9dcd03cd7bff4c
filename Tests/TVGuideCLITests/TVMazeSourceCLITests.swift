import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideStore
import TVGuideTestServer
import TVGuideTestSupport
import Testing

extension LiveSourceCLITests {
  /// `tvguide --source tvmaze` run as a user would, against a TVMaze stand-in on 127.0.0.1.
  @Suite("tvguide --source tvmaze")
  struct TVMazeSourceCLITests {
    private let binary = BinaryRunner()

    @Test func aShowPrintsExactlyWhatTheBundledSourcePrintsForTheSameData() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        for format in [[], ["--json"]] {
          let bundled = try await binary.run(["show", "82"] + format)
          let live = try await binary.run(
            server.liveArguments(cache: cache.url, "show", "82") + format)
          #expect(live.exitCode == 0)
          #expect(live.standardError == "")
          #expect(live.standardOutput == bundled.standardOutput)
        }
        #expect(await server.requests.allSatisfy { $0.userAgent == "tvguide/0.1.0" })
      }
    }

    @Test func anIndexPagePrintsWhatTheBundledSourcePrints() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        // Wide enough for no name to be cut: the bundled list's mark column (TVMaze has every
        // show's episodes, so the live list has none) narrows the name column.
        let wide = BinaryRunner(environment: ["COLUMNS": "160"])
        let bundled = try await wide.run(["shows", "--page", "1"])
        let live = try await wide.run(server.liveArguments(cache: cache.url, "shows", "--page", "1"))
        // Downton Abbey (251) is the page's one show the catalog holds the episodes of, and its
        // copy is the newer one of `show/251.json`: its row is marked and rated anew.
        func rows(_ output: String) -> [String] {
          output.components(separatedBy: "\n").filter { !$0.hasPrefix("   251 ") }
        }
        #expect(rows(live.standardOutput) == rows(bundled.standardOutput))
        let downton = bundled.standardOutput.components(separatedBy: "\n").first { $0.hasPrefix("   251 ") }
        #expect(downton?.contains("Downton Abbey") == true && downton?.contains("● 2010") == true)
      }
    }

    @Test func withTheServerGoneTheStoreAnswersAndSaysItIsOffline() async throws {
      let server = try await TVMazeTestServer()
      let cache = try TemporaryFolder()
      defer { cache.remove() }
      let online = try await binary.run(server.liveArguments(cache: cache.url, "show", "82"))
      #expect(online.exitCode == 0)
      try await StaleCopy.age(cache.url, showID: 82, by: 2 * 3600)
      await server.stop()

      let offline = try await binary.run(
        server.liveArguments(cache: cache.url, "show", "82"))
      #expect(offline.exitCode == 0)
      #expect(offline.standardError == "")
      var expected = online.standardOutput.components(separatedBy: "\n")
      expected.insert("Offline — showing data saved 2 h ago", at: 2)
      #expect(offline.standardOutput.components(separatedBy: "\n") == expected)
    }

    @Test func offlineJSONStaysCleanAndTheNoticeGoesToStandardError() async throws {
      let server = try await TVMazeTestServer()
      let cache = try TemporaryFolder()
      defer { cache.remove() }
      let online = try await binary.run(server.liveArguments(cache: cache.url, "show", "82", "--json"))
      try await StaleCopy.age(cache.url, showID: 82, by: 3 * 3600)
      await server.stop()
      let offline = try await binary.run(server.liveArguments(cache: cache.url, "show", "82", "--json"))
      #expect(offline.exitCode == 0)
      #expect(offline.standardOutput == online.standardOutput)
      #expect(offline.standardError == "tvguide: Offline — showing data saved 3 h ago\n")
    }

    @Test func offlineASearchRunsOverTheStoredShows() async throws {
      let server = try await TVMazeTestServer()
      let cache = try TemporaryFolder()
      defer { cache.remove() }
      _ = try await binary.run(
        server.liveArguments(cache: cache.url, "shows", "--page", "0"))
      await server.stop()
      let offline = try await binary.run(
        server.liveArguments(cache: cache.url, "search", "thrones"))
      #expect(offline.exitCode == 0)
      let lines = offline.standardOutput.components(separatedBy: "\n")
      #expect(lines.first == "Offline — showing data saved just now")
      #expect(lines.dropFirst().first == "1 show matches \"thrones\"")
    }

    @Test(arguments: [["show", "82"], ["show", "82", "--json"], ["search", "girls"]])
    func aStoreThatIsNotADatabaseCostsNoAnswerAndSaysOnceItWasNotSaved(command: [String]) async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        let garbage = Data(repeating: 0x41, count: 4096)
        try garbage.write(to: cache.url.appendingPathComponent(ShowStore.fileName))
        let live = try await binary.run(command + server.liveArguments(cache: cache.url))
        #expect(live.exitCode == 0)
        #expect(
          live.standardError
            == "tvguide: The local store could not be used (file is not a database), so this answer was not "
            + "saved; run `tvguide cache clear` to start a new one.\n")
        if command.first == "show" {
          #expect(live.standardOutput == (try await binary.run(command)).standardOutput)
        } else {
          #expect(live.standardOutput.hasPrefix("10 shows match \"girls\"\n"))
        }
        #expect(try Data(contentsOf: cache.url.appendingPathComponent(ShowStore.fileName)) == garbage)
      }
    }

    @Test func aCacheFolderThatIsAFileCostsNoAnswerAndSaysWhy() async throws {
      try await withTestServer { server in
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("cache")
        try Data("mine".utf8).write(to: file)
        let live = try await binary.run(server.liveArguments(cache: file, "show", "82"))
        #expect(live.exitCode == 0)
        #expect(live.standardOutput.hasPrefix("Game of Thrones\n"))
        #expect(
          live.standardError
            == "tvguide: The local store could not be used (\(file.path) is a file, not a folder), so this "
            + "answer was not saved; choose another folder with --cache-dir or TVGUIDE_CACHE_DIR.\n")
        #expect(try Data(contentsOf: file) == Data("mine".utf8))
      }
    }

    @Test func twoProcessesCanFillOneStoreAtOnce() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        async let first = binary.run(server.liveArguments(cache: cache.url, "show", "82"))
        async let second = binary.run(
          server.liveArguments(cache: cache.url, "shows", "--page", "1"))
        let (one, other) = try await (first, second)
        #expect([one.exitCode, other.exitCode] == [0, 0])
        // A store the second process could not open would only show as a warning here.
        #expect([one.standardError, other.standardError] == ["", ""])
        let store = try ShowStore(folder: cache.url)
        let summary = try await store.summary()
        #expect(summary.episodeListCount == 1)
        #expect(summary.indexPageCount == 1)
        #expect(try await store.show(id: 82) != nil)
        #expect(try await store.isIntact())
      }
    }
  }
}
