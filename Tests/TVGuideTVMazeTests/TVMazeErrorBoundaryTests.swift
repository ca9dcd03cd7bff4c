import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestServer
import TVGuideTestSupport
import Testing

@testable import TVGuideTVMaze

/// The client's failures are translated once, where it hands an answer over: every public
/// call, the data source's and the library's, and the posters' source throw a
/// `ShowDataError` (or cancellation), never the transport's own `TransportError`. Before issue
/// 38 the library calls (`crew(ofShow:)`, `schedule(country:date:)`, …) let it through.
@Suite("No transport error escapes the TVMaze client", .serialized)
struct TVMazeErrorBoundaryTests {
  typealias Call = @Sendable (TVMazeClient) async throws -> Void

  /// Every public call of the client that reaches TVMaze, by name; a show id TVMaze does not
  /// have, so that a live stand-in answers 404 where a show is asked for.
  static let calls: [(String, Call)] = {
    let day = CalendarDate(iso: "2026-12-07")!
    let missing = 99_999
    return [
      ("showIndexPage", { _ = try await $0.showIndexPage(999) }),
      ("searchShows", { _ = try await $0.searchShows(matching: "girls") }),
      ("show(id:)", { _ = try await $0.show(id: missing) }),
      ("episodes(ofShow:)", { _ = try await $0.episodes(ofShow: missing) }),
      ("cast(ofShow:)", { _ = try await $0.cast(ofShow: missing) }),
      (
        "schedule(_:)",
        { _ = try await $0.schedule(ScheduleRequest(kind: .web, day: ScheduleDay(date: day, country: nil))) }
      ),
      ("show(withExternalID:)", { _ = try await $0.show(withExternalID: .theTVDB(1)) }),
      ("showsUpdatedLastWeek", { _ = try await $0.showsUpdatedLastWeek() }),
      ("showWithEpisodesInOneRequest", { _ = try await $0.showWithEpisodesInOneRequest(id: missing) }),
      ("lookUpShow", { _ = try await $0.lookUpShow(.imdb("tt0944947")) }),
      ("schedule(country:date:)", { _ = try await $0.schedule(country: "US", date: day) }),
      ("webSchedule", { _ = try await $0.webSchedule(date: day) }),
      ("show(id:embedding:)", { _ = try await $0.show(id: missing, embedding: [.nextEpisode]) }),
      ("episode(ofShow:season:number:)", { _ = try await $0.episode(ofShow: missing, season: 1, number: 1) }),
      ("episodes(ofShow:airedOn:)", { _ = try await $0.episodes(ofShow: missing, airedOn: day) }),
      ("seasons(ofShow:)", { _ = try await $0.seasons(ofShow: missing) }),
      ("crew(ofShow:)", { _ = try await $0.crew(ofShow: missing) }),
      ("akas(ofShow:)", { _ = try await $0.akas(ofShow: missing) }),
      ("searchPeople", { _ = try await $0.searchPeople(matching: "Mike Vogel") }),
      ("castCredits(ofPerson:)", { _ = try await $0.castCredits(ofPerson: missing) }),
      ("showUpdates(since:)", { _ = try await $0.showUpdates(since: .day) }),
    ]
  }()

  /// What `call` threw, if anything, made by a client of its own on `baseURL`: each has its
  /// own pacer on a clock that does not move, so that no call waits for the rate limit.
  private static func failure(of call: Call, on baseURL: URL) async -> (any Error)? {
    do {
      try await call(TVMazeClient.loopback(baseURL))
      return nil
    } catch {
      return error
    }
  }

  @Test func everyCallToADeadServerThrowsTheShowDataErrorItMeans() async throws {
    let dead = try await TVMazeTestServer.refusingBaseURL()
    for (name, call) in Self.calls {
      let error = await Self.failure(of: call, on: dead)
      #expect(
        error as? ShowDataError == .outOfReach(how: .noConnection),
        "\(name) threw \(String(describing: error))")
    }
    let posters = TVMazePosters(configuration: TVMazeConfiguration(baseURL: dead, userAgent: "tvguide/9.9.9"))
    await #expect(throws: ShowDataError.self) {
      _ = try await posters.poster(ofShow: 1, at: dead.appendingPathComponent("poster.jpg"))
    }
  }

  /// TVMaze's stand-in answering each call as it would (a 404 for the missing show, an answer
  /// for the rest), then with a server error and a cut-off answer on every path the calls
  /// asked for: whatever a call throws is a `ShowDataError`.
  @Test func everyCallsFailureFromALiveServerIsAShowDataError() async throws {
    try await withTestServer { server in
      for (name, call) in Self.calls {
        let error = await Self.failure(of: call, on: server.baseURL)
        #expect(error == nil || error is ShowDataError, "\(name) threw \(String(describing: error))")
      }
      let paths = Set(await server.requests.map(\.path))
      // A server error fails every call; a cut-off answer fails those whose answer has a body
      // (a 404 of "nothing matched" has none to cut).
      for fault in [ServerFault.serverError, .truncatedBody] {
        for path in paths { await server.inject(fault, forPath: path) }
        for (name, call) in Self.calls {
          let error = await Self.failure(of: call, on: server.baseURL)
          let mayAnswer = fault == .truncatedBody
          #expect(
            error is ShowDataError || (mayAnswer && error == nil),
            "\(name) threw \(String(describing: error)) for \(fault)")
        }
      }
    }
  }
}
