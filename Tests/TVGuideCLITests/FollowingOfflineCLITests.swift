import Foundation
import TVGuideTestServer
import TVGuideTestSupport
import Testing

extension LiveSourceCLITests {
  /// `following`, `next` and `calendar` on the live source when TVMaze's list of changed shows
  /// fails, TVMaze is out of reach, or a followed show is gone from it (issue 36: "Something
  /// unexpected went wrong."): the shows from their saved copies, and one line saying what
  /// could not be checked.
  @Suite("tvguide following offline and with a failing /updates/shows")
  struct FollowingOfflineCLITests {
    private let binary = BinaryRunner(environment: ["COLUMNS": "100"])

    /// Follows Game of Thrones and Breaking Bad, saving their copies.
    private func followTwo(_ server: TVMazeTestServer, cache: URL) async throws {
      await server.inject(.body("{}"), forPath: "/updates/shows", times: 1)
      let followed = try await binary.run(server.liveArguments(cache: cache, "follow", "82", "169"))
      try #require(followed.exitCode == 0, "\(followed.standardError)")
      try #require(try await binary.run(server.liveArguments(cache: cache, "following")).exitCode == 0)
    }

    @Test(arguments: [
      (ServerFault.serverError, "TVMaze answered with a server error."),
      (.notFound, "TVMaze answered with an unexpected status."),
      (.invalidJSON, "The data received could not be read (/updates/shows: "),
      (.body(#"{"82":"soon"}"#), "The data received could not be read (/updates/shows: "),
    ])
    func aFailingListOfChangesLeavesTheSavedCopiesAndOneLine(fault: ServerFault, cause: String) async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        try await followTwo(server, cache: cache.url)
        await server.inject(fault, forPath: "/updates/shows")
        for command in ["following", "next"] {
          let result = try await binary.run(server.liveArguments(cache: cache.url, command))
          #expect(result.exitCode == 0, "\(command): \(result.standardError)")
          // `next` is an agenda: two ended shows are counted, not listed (issue 37).
          #expect(
            command == "next"
              ? result.standardOutput.contains("Not listed: 2 ended.")
              : result.standardOutput.contains("Game of Thrones")
                && result.standardOutput.contains("Breaking Bad"))
          #expect(
            result.standardError.hasPrefix(
              "tvguide: The followed shows could not be checked for changes, so some may be as last saved: \(cause)"
            ))
          #expect(result.standardError.split(separator: "\n").count == 1)
        }
        let calendar = try await binary.run(server.liveArguments(cache: cache.url, "calendar", "--ics"))
        #expect(calendar.exitCode == 0)
        #expect(calendar.standardError.contains("could not be checked for changes"))
      }
    }

    /// TVMaze out of reach altogether: the copies, and the line naming the connection.
    @Test func outOfReachTheListsComeFromTheSavedCopies() async throws {
      let cache = try TemporaryFolder()
      defer { cache.remove() }
      try await withTestServer { server in try await followTwo(server, cache: cache.url) }
      let refusing = try await TVMazeTestServer.refusingBaseURL()
      let result = try await binary.run([
        "following", "--source", "tvmaze", "--api-url", refusing.absoluteString, "--cache-dir",
        cache.url.path,
        "--data-dir", cache.url.path,
      ])
      #expect(result.exitCode == 0, "\(result.standardError)")
      #expect(
        result.standardOutput.contains("Game of Thrones") && result.standardOutput.contains("Breaking Bad"))
      #expect(
        result.standardError
          == "tvguide: The followed shows could not be checked for changes, so some may be as last saved: "
          + "Could not connect to \(refusing.host ?? ""):\(refusing.port ?? 0).\n")
    }

    /// A followed show TVMaze dropped, its copy over a week old: listed as saved, and said.
    @Test func aShowGoneFromTVMazeIsListedAsLastSaved() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        try await followTwo(server, cache: cache.url)
        try await StaleCopy.age(cache.url, showID: 82, by: 8 * 86_400)
        await server.inject(.body("{}"), forPath: "/updates/shows")
        await server.inject(.notFound, forPath: "/shows/82")
        let result = try await binary.run(server.liveArguments(cache: cache.url, "following"))
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(
          result.standardOutput.contains("Game of Thrones") && result.standardOutput.contains("Breaking Bad"))
        #expect(
          result.standardError
            == "tvguide: Game of Thrones (82) is shown as last saved, as it could not be read now: "
            + "There is no show with id 82.\n")
      }
    }
  }
}
