import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestServer
import TVGuideTestSupport
import Testing

@testable import TVGuideTVMaze

/// What the client does with answers that are odd but not wrong (huge numbers), with answers
/// past its limits (size, redirects) and with servers slow to connect or to answer.
@Suite("TVMazeClient at its limits", .serialized)
struct TVMazeAnswerLimitsTests {
  // The default limits are generous, ten times so under a sanitizer's slowdown: the tests
  // that use them are about answers; those about time pass their own.

  private static func host(_ url: URL) -> String { "127.0.0.1:\(url.port!)" }

  @Test func aShowWithAHugeWeightKeepsItsIndexPage() async throws {
    try await withTestServer { server in
      let page = #"[{"id":1,"name":"A","weight":1e30},{"id":2,"name":"B","weight":98,"runtime":6e1}]"#
      await server.inject(.body(page), forPath: "/shows")
      let shows = try await TVMazeClient.loopback(server.baseURL).showIndexPage(0).value
      #expect(shows.map(\.name) == ["A", "B"])
      #expect(shows.map(\.weight) == [nil, 98])
      #expect(shows[1].runtime == 60)
    }
  }

  @Test func episodesWithNumbersWrittenOddlyAreRead() async throws {
    try await withTestServer { server in
      let list =
        #"[{"id":1,"name":"A","season":1.0,"number":1e0,"runtime":1e30},{"id":2,"season":1,"number":2}]"#
      await server.inject(.body(list), forPath: "/shows/82/episodes")
      let episodes = try await TVMazeClient.loopback(server.baseURL).episodes(ofShow: 82).value
      #expect(episodes.map(\.number) == [1, 2])
      #expect(episodes.map(\.runtime) == [nil, nil])
    }
  }

  // MARK: Redirects

  @Test func aRedirectLoopIsOneFactNotACutOffAnswer() async throws {
    try await withTestServer { server in
      await server.inject(.redirect(to: "/shows/83"), forPath: "/shows/82")
      await server.inject(.redirect(to: "/shows/82"), forPath: "/shows/83")
      await #expect(throws: ShowDataError.outOfReach(how: .redirectLoop)) {
        try await TVMazeClient.loopback(server.baseURL).show(id: 82)
      }
    }
  }

  /// Thirteen redirects, each to an address not seen before, are a chain too long, not a loop
  /// (issue 36: the message called them "a loop of redirects").
  @Test func aLongChainOfDistinctRedirectsIsTooManyNotALoop() async throws {
    try await withTestServer { server in
      for hop in 0..<13 {
        await server.inject(.redirect(to: "/shows/\(1000 + hop + 1)"), forPath: "/shows/\(1000 + hop)")
      }
      await #expect(
        throws: ShowDataError.outOfReach(how: .tooManyRedirects(limit: HTTPExchange.maximumRedirects))
      ) {
        try await TVMazeClient.loopback(server.baseURL).show(id: 1000)
      }
    }
  }

  @Test func aRedirectToAServerOutOfReachIsNoConnection() async throws {
    let refusing = try await TVMazeTestServer.refusingBaseURL()
    try await withTestServer { server in
      await server.inject(.redirect(to: refusing.absoluteString + "/shows/82"), forPath: "/shows/82")
      await #expect(throws: ShowDataError.outOfReach(how: .noConnection)) {
        try await TVMazeClient.loopback(server.baseURL).show(id: 82)
      }
    }
  }

  @Test func aRedirectThatEndsInAnAnswerIsFollowed() async throws {
    try await withTestServer { server in
      await server.inject(.redirect(to: "/shows/83"), forPath: "/shows/82")
      let show = try await TVMazeClient.loopback(server.baseURL).show(id: 82)
      #expect(show.value.id == 83)
    }
  }

  // MARK: Size

  @Test(arguments: [true, false])
  func anAnswerLargerThanTheLimitIsOneFact(announced: Bool) async throws {
    try await withTestServer { server in
      await server.inject(.largeBody(bytes: 3 * 1024 * 1024, announced: announced), forPath: "/shows/82")
      let client = TVMazeClient.loopback(server.baseURL, maximumAnswerSize: 1024 * 1024)
      let expected = ShowDataError.malformedData(
        detail: "the answer from \(Self.host(server.baseURL)) was larger than 1 MB")
      await #expect(throws: expected) { try await client.show(id: 82) }
    }
  }

  @Test func anAnswerJustWithinTheLimitIsRead() async throws {
    try await withTestServer { server in
      let show = #"{"id":82,"name":"Game of Thrones"}"#
      await server.inject(.body(show), forPath: "/shows/82")
      let client = TVMazeClient.loopback(server.baseURL, maximumAnswerSize: show.utf8.count)
      let fetched = try await client.show(id: 82)
      #expect(fetched.value.name == "Game of Thrones")
    }
  }

  // MARK: Timeouts

  /// The server accepts at once and answers after 2.5 s: connecting took no time, so only
  /// the request's timeout applies.
  @Test func aSlowAnswerWithinTheRequestTimeoutIsNotAConnectTimeout() async throws {
    try await withTestServer { server in
      await server.inject(.stall(.milliseconds(2500)), forPath: "/shows/82")
      let client = TVMazeClient.loopback(
        server.baseURL, connectTimeout: .seconds(1), requestTimeout: .seconds(10))
      let fetched = try await client.show(id: 82)
      #expect(fetched.value.id == 82)
    }
  }

  #if canImport(Glibc)
    @Test func aServerThatNeverAcceptsIsAConnectTimeout() async throws {
      let listener = try UnacceptingListener()
      let client = TVMazeClient.loopback(
        listener.baseURL, connectTimeout: .seconds(1), requestTimeout: .seconds(30))
      await #expect(
        throws: ShowDataError.outOfReach(how: .connectionNotAccepted)
      ) {
        try await client.show(id: 82)
      }
    }
  #endif

  @Test func aSlowAnswerPastTheRequestTimeoutIsATimeout() async throws {
    try await withTestServer { server in
      await server.inject(.stall(.seconds(30)), forPath: "/shows/82")
      let client = TVMazeClient.loopback(
        server.baseURL, connectTimeout: .seconds(1), requestTimeout: .milliseconds(1500))
      await #expect(throws: ShowDataError.outOfReach(how: .noAnswerInTime)) {
        try await client.show(id: 82)
      }
    }
  }
}
