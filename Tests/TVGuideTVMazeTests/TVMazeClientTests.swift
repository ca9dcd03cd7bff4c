import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestServer
import TVGuideTestSupport
import Testing

@testable import TVGuideTVMaze

@Suite("TVMazeClient against a TVMaze stand-in on 127.0.0.1", .serialized)
struct TVMazeClientTests {
  // The default limits are generous, ten times so under a sanitizer's slowdown: the tests
  // that use them are about answers; those about time pass their own.
  private static func client(
    _ baseURL: URL, clock: ManualClock = ManualClock(),
    requestTimeout: Duration = TVMazeClient.loopbackTimeout,
    rateLimit: RateLimit = .tvMaze
  ) -> TVMazeClient {
    let configuration = TVMazeConfiguration(
      baseURL: baseURL, userAgent: "tvguide/9.9.9", connectTimeout: TVMazeClient.loopbackTimeout,
      requestTimeout: requestTimeout, rateLimit: rateLimit)
    return TVMazeClient(
      configuration: configuration, clock: clock, jitter: { 0 },
      pacer: RequestPacer(limit: rateLimit, clock: clock))
  }

  private static func pageZeroShow(_ id: Int) throws -> ShowDTO {
    try #require(try Fixtures.decode([ShowDTO].self, from: "shows/page-0.json").first { $0.id == id })
  }

  // MARK: Answers

  @Test func aShowIsTheOneTVMazeSentAndLive() async throws {
    try await withTestServer { server in
      let fetched = try await Self.client(server.baseURL).show(id: 82)
      #expect(fetched.value == (try Self.pageZeroShow(82)))
      #expect(fetched.origin == .live)
      let request = try #require(await server.requests.first)
      #expect(request.path == "/shows/82")
      #expect(request.userAgent == "tvguide/9.9.9")
    }
  }

  @Test func episodesAskForSpecialsToo() async throws {
    try await withTestServer { server in
      let fetched = try await Self.client(server.baseURL).episodes(ofShow: 82)
      #expect(fetched.value == (try Fixtures.decode([EpisodeDTO].self, from: "episodes/82.json")))
      #expect(fetched.value.contains { $0.number == nil })
      #expect(await server.requests.map(\.query) == ["specials=1"])
    }
  }

  @Test func aCastIsTVMazesInItsOrder() async throws {
    try await withTestServer { server in
      let fetched = try await Self.client(server.baseURL).cast(ofShow: 1)
      #expect(fetched.value == (try Fixtures.decode([CastCreditDTO].self, from: "cast/1.json")))
      #expect(fetched.value.first?.person.name == "Mike Vogel")
      #expect(fetched.origin == .live)
      #expect(await server.requests.map(\.path) == ["/shows/1/cast"])
    }
  }

  @Test func aShowWithoutCastHasAnEmptyOne() async throws {
    try await withTestServer { server in
      let cast = try await Self.client(server.baseURL).cast(ofShow: 2)
      #expect(cast.value.isEmpty)
    }
  }

  @Test func anIndexPageHoldsEveryShowOfThePage() async throws {
    try await withTestServer { server in
      let fetched = try await Self.client(server.baseURL).showIndexPage(1)
      #expect(fetched.value == (try Fixtures.decode([ShowDTO].self, from: "shows/page-1.json")))
      #expect(await server.requests.map(\.query) == ["page=1"])
    }
  }

  @Test(arguments: [
    ("girls", "q=girls"), ("the flash", "q=the%20flash"), ("a&b=c+d", "q=a%26b%3Dc%2Bd"),
    ("Unité 9", "q=Unit%C3%A9%209"),
  ])
  func searchQueriesArePercentEncoded(query: String, sent: String) async throws {
    try await withTestServer { server in
      _ = try await Self.client(server.baseURL).searchShows(matching: query)
      #expect(await server.requests.map(\.query) == [sent])
    }
  }

  @Test func searchResultsAreTVMazesInItsOrder() async throws {
    try await withTestServer { server in
      let fetched = try await Self.client(server.baseURL).searchShows(matching: "girls")
      let expected = try Fixtures.decode([SearchResultDTO].self, from: "search/girls.json")
      #expect(fetched.value.map(\.show.id) == expected.map(\.show.id))
    }
  }

  // MARK: Faults

  @Test func anUnknownShowIsNotFound() async throws {
    try await withTestServer { server in
      let client = Self.client(server.baseURL)
      await #expect(throws: ShowDataError.showNotFound(id: 99_999)) { try await client.show(id: 99_999) }
      await #expect(throws: ShowDataError.showNotFound(id: 99_999)) {
        try await client.episodes(ofShow: 99_999)
      }
      await #expect(throws: ShowDataError.showNotFound(id: 99_999)) { try await client.cast(ofShow: 99_999) }
    }
  }

  @Test func aPagePastTheEndIsNotFound() async throws {
    try await withTestServer { server in
      await #expect(throws: ShowDataError.pageNotFound(page: 400)) {
        try await Self.client(server.baseURL).showIndexPage(400)
      }
    }
  }

  @Test func a404WhereNoneIsExpectedIsAnUnexpectedStatus() async throws {
    try await withTestServer { server in
      await server.inject(.notFound, forPath: "/search/shows")
      await #expect(throws: ShowDataError.unexpectedAnswer) {
        try await Self.client(server.baseURL).searchShows(matching: "girls")
      }
    }
  }

  @Test func aServerErrorIsReportedWithItsStatus() async throws {
    try await withTestServer { server in
      await server.inject(.serverError, forPath: "/shows/82")
      await #expect(throws: ShowDataError.serverFault) {
        try await Self.client(server.baseURL).show(id: 82)
      }
    }
  }

  @Test func aTruncatedBodyIsMalformedDataNamingTheRequest() async throws {
    try await withTestServer { server in
      await server.inject(.truncatedBody, forPath: "/shows/82/episodes")
      await #expect(throws: ShowDataError.malformedData(detail: "/shows/82/episodes: not valid JSON")) {
        try await Self.client(server.baseURL).episodes(ofShow: 82)
      }
    }
  }

  @Test func aConnectionCutMidAnswerIsACutOffAnswerNotAnOutage() async throws {
    try await withTestServer { server in
      await server.inject(.connectionCut, forPath: "/shows/82/episodes")
      let host = "127.0.0.1:\(server.baseURL.port!)"
      await #expect(throws: ShowDataError.malformedData(detail: "the answer from \(host) was cut off")) {
        try await Self.client(server.baseURL).episodes(ofShow: 82)
      }
    }
  }

  @Test func aSignInPageInsteadOfDataIsAWebPageFromThatHost() async throws {
    try await withTestServer { server in
      await server.inject(.signInPage, forPath: "/shows/82")
      await #expect(
        throws: ShowDataError.outOfReach(how: .webPageInstead)
      ) {
        try await Self.client(server.baseURL).show(id: 82)
      }
    }
  }

  @Test func aBodyThatIsNotJSONIsMalformedData() async throws {
    try await withTestServer { server in
      await server.inject(.invalidJSON, forPath: "/shows")
      await #expect(throws: ShowDataError.malformedData(detail: "/shows: not valid JSON")) {
        try await Self.client(server.baseURL).showIndexPage(0)
      }
    }
  }

  @Test func wellFormedJSONOfTheWrongShapeNamesThePlace() async throws {
    try await withTestServer { server in
      await server.inject(.wrongShape, forPath: "/shows/82")
      await #expect(throws: ShowDataError.malformedData(detail: "/shows/82: id: expected a whole number")) {
        try await Self.client(server.baseURL).show(id: 82)
      }
    }
  }

  @Test func aRefusedConnectionIsNoConnectionToThatHost() async throws {
    let url = try await TVMazeTestServer.refusingBaseURL()
    await #expect(throws: ShowDataError.outOfReach(how: .noConnection)) {
      try await Self.client(url).show(id: 82)
    }
  }

  @Test func anAnswerSlowerThanTheTimeoutTimesOut() async throws {
    try await withTestServer { server in
      await server.inject(.stall(.seconds(30)), forPath: "/shows/82")
      let client = Self.client(server.baseURL, requestTimeout: .milliseconds(300))
      await #expect(
        throws: ShowDataError.outOfReach(how: .noAnswerInTime)
      ) {
        try await client.show(id: 82)
      }
    }
  }

  // MARK: 429 and backoff

  @Test func withoutRetryAfterTheWaitDoublesAndTheClientGivesUp() async throws {
    try await withTestServer { server in
      await server.inject(.tooManyRequests(retryAfter: nil), forPath: "/shows/82")
      let clock = ManualClock()
      let task = Task { [client = Self.client(server.baseURL, clock: clock)] in try await client.show(id: 82)
      }
      // Jitter 0 gives the lower half of each doubling: 0.5 s, 1 s, 2 s.
      for (sent, wait) in [(1, 500), (2, 1000), (3, 2000)] {
        try await Self.expectSleep(of: .milliseconds(wait), on: clock, after: sent, at: server)
      }
      await #expect(throws: ShowDataError.rateLimited) { try await task.value }
      #expect(await server.requests.count == 4)
    }
  }

  @Test func retryAfterIsHonouredAndTheRetryCanSucceed() async throws {
    try await withTestServer { server in
      await server.inject(.tooManyRequests(retryAfter: "3"), forPath: "/shows/82", times: 2)
      let clock = ManualClock()
      let task = Task { [client = Self.client(server.baseURL, clock: clock)] in try await client.show(id: 82)
      }
      try await Self.expectSleep(of: .seconds(3), on: clock, after: 1, at: server)
      try await Self.expectSleep(of: .seconds(3), on: clock, after: 2, at: server)
      #expect(try await task.value.value.name == "Game of Thrones")
      #expect(await server.requests.count == 3)
    }
  }

  @Test func aRetryAfterLongerThanTheLongestWaitGivesUpAtOnce() async throws {
    try await withTestServer { server in
      await server.inject(.tooManyRequests(retryAfter: "3600"), forPath: "/shows/82")
      await #expect(throws: ShowDataError.rateLimited) { try await Self.client(server.baseURL).show(id: 82) }
      #expect(await server.requests.count == 1)
    }
  }

  /// Waits until the client has sent `sent` requests and sleeps; checks that it sleeps
  /// exactly `wait` on the manual clock, then lets it go on.
  private static func expectSleep(
    of wait: Duration, on clock: ManualClock, after sent: Int, at server: TVMazeTestServer
  ) async throws {
    await clock.waitForSleepers(1, turns: SchedulerTurn.limitAcrossSockets)
    #expect(await server.requests.count == sent)
    clock.advance(by: wait - .milliseconds(1))
    #expect(clock.sleeperCount == 1, "woke before \(wait)")
    clock.advance(by: .milliseconds(1))
    #expect(clock.sleeperCount == 0, "still asleep after \(wait)")
  }

  // MARK: Etiquette

  @Test func fiftyShowsAtOnceNeverMakeMoreThanTwentyRequestsInTenAndAHalfSeconds() async throws {
    let clock = ManualClock()
    let start = clock.now
    let now: @Sendable () -> Duration = { start.duration(to: clock.now) }
    try await withTestServer(now: now) { server in
      let client = Self.client(server.baseURL, clock: clock)
      let ids = try Fixtures.decode([ShowDTO].self, from: "shows/page-0.json").prefix(50).map(\.id)
      let finished = Counter()
      let all = Task {
        try await withThrowingTaskGroup(of: Void.self) { group in
          for id in ids {
            group.addTask {
              _ = try await client.show(id: id)
              await finished.increment()
            }
          }
          try await group.waitForAll()
        }
      }
      // Time moves only while every unfinished request waits for the limiter and none is on
      // the wire, so each request arrives at the half second the limiter let it go.
      for _ in 0..<100_000 where await finished.value < ids.count {
        let (done, received) = (await finished.value, await server.requests.count)
        if done == received, clock.sleeperCount == ids.count - done, clock.sleeperCount > 0 {
          clock.advance(by: .milliseconds(500))
        } else {
          try await Task.sleep(for: .milliseconds(1))
        }
      }
      try await all.value
      let arrivals = await server.requests.map(\.arrival)
      #expect(arrivals.count == 50)
      // Half a second to spare beyond TVMaze's 10 s, for requests delayed on their way.
      let busiestWindow = arrivals.map { start in
        arrivals.filter { $0 >= start && $0 < start + .milliseconds(10_500) }.count
      }.max()
      #expect(busiestWindow == 20)
      #expect(
        Dictionary(grouping: arrivals, by: { $0 }).mapValues(\.count) == [
          .zero: 20, .milliseconds(10_500): 20, .seconds(21): 10,
        ])
    }
  }

  @Test func callersOfTheSameURLInFlightShareOneRequest() async throws {
    let clock = ManualClock()
    try await withTestServer { server in
      let client = Self.client(
        server.baseURL, clock: clock, rateLimit: RateLimit(requests: 1, window: .seconds(10)))
      _ = try await client.show(id: 1)
      // The limiter now holds the next request until the clock moves, so every caller below
      // finds it in flight.
      let callers = (0..<10).map { _ in Task { try await client.show(id: 82) } }
      await clock.waitForSleepers(1)
      let url = server.baseURL.appendingPathComponent("shows/82")
      for _ in 0..<10_000 where await client.inFlight.callers[url] ?? 0 < 10 {
        try await Task.sleep(for: .milliseconds(1))
      }
      #expect(await client.inFlight.callers[url] == 10)
      clock.advance(by: .seconds(10))
      for caller in callers { #expect(try await caller.value.value.id == 82) }
      #expect(await server.requests.map(\.path) == ["/shows/1", "/shows/82"])
      #expect(clock.sleeperCount == 0)
    }
  }
}

/// Counts finished tasks.
private actor Counter {
  private(set) var value = 0
  func increment() { value += 1 }
}
