import Foundation
import TVGuideStore
import TVGuideTestServer
import TVGuideTestSupport
import Testing

extension LiveSourceCLITests {
  /// `tvguide import` across sources and failures (issue 36): a miss of the bundled catalog is
  /// not TVMaze's answer, and an import that fails part way says what it applied, what it did
  /// not, and finishes when run again.
  @Suite("tvguide import: the journal's sources and an import stopped part way")
  struct ImportResumeCLITests {
    private let binary = BinaryRunner(environment: ["COLUMNS": "200"])

    /// On the bundled catalog (the default) an id it lacks was journalled as unknown, blamed on
    /// TVMaze, and never asked of TVMaze afterwards ("0 lookups made, 2 remembered").
    @Test func aBundledMissIsNotTakenForTVMazesAnswer() async throws {
      try await withTestServer { server in
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("export.csv")
        try Data("tvdb,imdb,season,episode\n79017,,1,1\n121361,,1,2\n".utf8).write(to: file)
        let bundled = try await binary.run([
          "import", file.path, "--cache-dir", folder.url.path, "--data-dir", folder.url.path,
        ])
        #expect(bundled.exitCode == 0, "\(bundled.standardError)")
        #expect(
          bundled.standardOutput.contains(
            "Line 2: the bundled catalog has no show with TheTVDB id 79017 (--source tvmaze asks TVMaze)."))
        #expect(!bundled.standardOutput.contains("TVMaze knows no show"))
        // TVMaze has it: its lookup answers with the show's address.
        await server.inject(.redirect(to: "/shows/1"), forPath: "/lookup/shows")
        let live = try await binary.run(server.liveArguments(cache: folder.url, "import", file.path))
        #expect(live.exitCode == 0, "\(live.standardError)")
        #expect(live.standardOutput.contains("1 lookup made, 1 remembered from an earlier run."))
        #expect(await server.requests.filter { $0.path == "/lookup/shows" }.map(\.query) == ["thetvdb=79017"])
        #expect(try await UserDataStore(folder: folder.url).followedShowIDs() == [82, 1])
      }
    }

    /// The third lookup fails (HTTP 500): two shows are followed and marked, and the report
    /// says so, names what was not applied and how to finish; a second run finishes it with
    /// the one lookup left.
    @Test func anImportStoppedPartWaySaysWhatItDidAndFinishesWhenRunAgain() async throws {
      try await withTestServer { server in
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("export.csv")
        try Data("tvdb,imdb,season,episode\n121361,,1,1\n81189,,1,1\n73739,,1,1\n73739,,1,2\n".utf8).write(
          to: file)
        await server.inject(.serverError, forPath: "/lookup/shows", every: 3)
        let stopped = try await binary.run(server.liveArguments(cache: folder.url, "import", file.path))
        #expect(stopped.exitCode == 1)
        #expect(
          stopped.standardOutput.hasPrefix(
            "Read a tvdb,imdb,season,episode export of 4 rows and stopped part way: followed 2 shows and marked "
              + "2 episodes watched; 1 show (2 rows) not applied yet."))
        #expect(stopped.standardOutput.contains("Not applied yet\nTheTVDB id 73739.\n"))
        #expect(
          stopped.standardError
            == "tvguide: The import stopped at TheTVDB id 73739: TVMaze answered with a server error; "
            + "run the same import again to finish it (what was applied is kept, and no lookup is made twice).\n"
        )
        #expect(try await UserDataStore(folder: folder.url).followedShowIDs() == [82, 169])
        await server.removeFaults()
        let finished = try await binary.run(server.liveArguments(cache: folder.url, "import", file.path))
        #expect(finished.exitCode == 0, "\(finished.standardError)")
        #expect(finished.standardOutput.contains("1 lookup made, 2 remembered from an earlier run."))
        #expect(try await UserDataStore(folder: folder.url).followedShowIDs() == [82, 169, 123])
        #expect(try await UserDataStore(folder: folder.url).watchedEpisodes(ofShow: 123).count == 2)
        // What the first run applied is said as already there, with the names it found (issue 37).
        #expect(
          finished.standardOutput.hasPrefix(
            "Read a tvdb,imdb,season,episode export of 4 rows: followed 1 show (2 followed already) and "
              + "marked 2 episodes watched (2 marked already)."))
        #expect(finished.standardOutput.contains("Game of Thrones (TVMaze 82), from TheTVDB id 121361:"))
        let again = try await binary.run(server.liveArguments(cache: folder.url, "import", file.path))
        #expect(again.exitCode == 0)
        #expect(
          again.standardOutput.hasPrefix(
            "Read a tvdb,imdb,season,episode export of 4 rows: nothing new: the 3 shows were followed already "
              + "and their 4 episodes marked watched."))
        #expect(again.standardOutput.contains("Game of Thrones (TVMaze 82), from TheTVDB id 121361: 1 row"))
        #expect(!again.standardOutput.contains("TVMaze show 82"))
      }
    }

    /// A NUL inside an id vanished from the message (`TheTVDB id "121361" is not a number`); a
    /// megabyte field made a megabyte report.
    @Test func aRefusedFieldIsQuotedVisiblyAndBriefly() async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let file = folder.url.appendingPathComponent("export.csv")
      let long = String(repeating: "7", count: 1_000_000) + "x"
      try Data("tvdb,imdb,season,episode\n121\u{0}361,,1,1\n\(long),,1,1\n".utf8).write(to: file)
      let result = try await BinaryRunner(environment: [
        "COLUMNS": "200", "TVGUIDE_DATA_DIR": folder.url.path,
      ])
      .run(["import", file.path])
      #expect(result.standardOutput.contains(#"Line 2: malformed: TheTVDB id "121␀361" is not a number."#))
      #expect(
        result.standardOutput.contains(
          "Line 3: malformed: TheTVDB id \"\(String(repeating: "7", count: 40))…\" (1000001 bytes) is not a number."
        ))
      #expect(result.standardOutput.utf8.count < 2_000)
    }
  }
}
