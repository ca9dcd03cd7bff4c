import Foundation
import TVGuideTestSupport
import Testing

/// `--status` on `shows` and `search`, over the bundled catalog, and `status NAME` in line
/// mode.
@Suite struct StatusFilterCLITests {
  private let tvguide = BinaryRunner(environment: ["COLUMNS": "80"])

  /// The ids of the bundled catalog's shows of TVMaze status `status`, in id order.
  static func bundledIDs(withStatus status: String) throws -> [Int] {
    let folder = BundledCatalogFiles.root.appendingPathComponent("shows")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).flatMap { file in
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      let shows = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
      return shows.filter { $0["status"] as? String == status }.compactMap { $0["id"] as? Int }
    }.sorted()
  }

  static func documents(_ json: String) throws -> [[String: Any]] {
    try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
  }

  @Test func showsStatusRunningListsEveryRunningShowAndNothingElse() async throws {
    let result = try await tvguide.run(["shows", "--status", "running", "--json"])
    #expect(result.exitCode == 0 && result.standardError == "")
    let shows = try Self.documents(result.standardOutput)
    #expect(shows.allSatisfy { $0["status"] as? String == "Running" })
    let running = try Self.bundledIDs(withStatus: "Running")
    #expect(running.count > 100 && running.count < 250, "the catalog's running shows fill less than a page")
    #expect(shows.compactMap { $0["id"] as? Int } == running)
  }

  @Test func theTextListsOnlyRunningShows() async throws {
    let result = try await tvguide.run(["shows", "--status", "Running"])
    #expect(result.exitCode == 0)
    let rows = result.standardOutput.split(separator: "\n")
    let running = try Self.bundledIDs(withStatus: "Running")
    #expect(rows.count == running.count)
    #expect(rows.allSatisfy { $0.contains(" Running ") })
  }

  /// No show of the first three index pages is in development: page 0 still has them all.
  @Test func aFilteredPageIsNeverEmptyWhileTheIndexHasMore() async throws {
    let inDevelopment = try Self.bundledIDs(withStatus: "In Development")
    #expect(inDevelopment.allSatisfy { $0 >= 750 } && !inDevelopment.isEmpty)
    for name in ["in-development", "In Development"] {
      let result = try await tvguide.run(["shows", "--status", name, "--json"])
      #expect(try Self.documents(result.standardOutput).compactMap { $0["id"] as? Int } == inDevelopment)
    }
  }

  @Test func pageNIsTheNthPageOf250FilteredShows() async throws {
    let ended = try Self.bundledIDs(withStatus: "Ended")
    try #require(ended.count > 500 && ended.count < 750)
    var pages: [[Int]] = []
    for page in 0...2 {
      let result = try await tvguide.run(["shows", "--status", "ended", "--page", "\(page)", "--json"])
      #expect(result.exitCode == 0)
      pages.append(try Self.documents(result.standardOutput).compactMap { $0["id"] as? Int })
    }
    #expect(pages.map(\.count) == [250, 250, ended.count - 500])
    #expect(pages.flatMap { $0 } == ended)
    let past = try await tvguide.run(["shows", "--status", "ended", "--page", "3"])
    #expect(past.exitCode == 1 && past.standardOutput == "")
    #expect(past.standardError == "tvguide: There is no page 3 of the shows with status Ended.\n")
  }

  @Test func allIsTheIndexAsItIs() async throws {
    let filtered = try await tvguide.run(["shows", "--status", "ALL", "--page", "1"])
    let plain = try await tvguide.run(["shows", "--page", "1"])
    #expect(filtered.standardOutput == plain.standardOutput && !plain.standardOutput.isEmpty)
  }

  @Test func searchKeepsTheRankedMatchesOfTheStatus() async throws {
    let all = try Self.documents(try await tvguide.run(["search", "girls", "--json"]).standardOutput)
    let result = try await tvguide.run(["search", "girls", "--status", "tbd", "--json"])
    #expect(result.exitCode == 0)
    let kept = try Self.documents(result.standardOutput).compactMap { $0["id"] as? Int }
    let expected = all.filter { $0["status"] as? String == "To Be Determined" }.compactMap {
      $0["id"] as? Int
    }
    #expect(kept == expected && !kept.isEmpty)
    let text = try await tvguide.run(["search", "girls", "--status", "to-be-determined"])
    #expect(text.standardOutput.hasPrefix("Status: To be determined · \(kept.count) show"))
    let none = try await tvguide.run(["search", "girls", "--status", "running"])
    #expect(none.exitCode == 0)
    #expect(none.standardOutput == "Status: Running · No shows match \"girls\"\n")
  }

  @Test(arguments: [["shows"], ["search", "girls"]])
  func anUnknownStatusIsOneSentenceNamingTheValidOnes(command: [String]) async throws {
    let result = try await tvguide.run(command + ["--status", "soon\u{1B}[2J"])
    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError.hasPrefix(
        "Error: --status must be all, running, ended, tbd or in-development, not \"soon\".\n"))
  }

  // MARK: Line mode

  @Test func lineModeFiltersWithStatusAndPrintsTheScreen() async throws {
    let result = try await tvguide.run([], input: "status running\n/house\nstatus all\nstatus soon\nhelp\n")
    #expect(result.exitCode == 0 && result.standardError == "")
    let screens = LineModeTranscript(result.standardOutput).screens
    try #require(screens.count == 5)
    let running = try Self.bundledIDs(withStatus: "Running")
    let rows = screens[1].split(separator: "\n").dropFirst(3)
    #expect(screens[1].contains("\nStatus: Running · Start typing to search\n"))
    // The app reads index pages until a screen's worth (50) is in, then more as the user scrolls.
    #expect(rows.count >= 50 && rows.count < running.count)
    #expect(rows.allSatisfy { $0.contains(" Running ") })
    #expect(screens[2].contains("\nStatus: Running · "))
    #expect(screens[2].split(separator: "\n").dropFirst(3).allSatisfy { $0.contains(" Running ") })
    #expect(screens[3].contains("shows match \"house\"") && !screens[3].contains("Status:"))
    #expect(
      screens[4].contains(
        "\nThere is no status \"soon\": choose all, running, ended, tbd or in-development.\n"))
    // The help line wraps at the width, like every line line mode prints.
    #expect(
      result.standardOutput.split(separator: "\n").suffix(4).joined(separator: " ").hasSuffix(
        "status all|running|ended|tbd|in-development, following, follow|unfollow [N] (a row, or the show on "
          + "screen), watched|unwatched S01E05, cast, back, more, retry, help, quit."))
  }

  @Test func moreWithAFilterReadsOnAndSaysWhenTheIndexHasEnded() async throws {
    let result = try await tvguide.run([], input: "status in-development\nmore\n")
    let screens = LineModeTranscript(result.standardOutput).screens
    try #require(screens.count == 3)
    #expect(screens[1] == screens[2] + "\nThere is nothing more to load.")
  }
}
