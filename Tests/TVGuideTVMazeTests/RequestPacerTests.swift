import Foundation
import TVGuideTestServer
import TVGuideTestSupport
import Testing

@testable import TVGuideTVMaze

@Suite("RequestPacer: one rate limit for every client that shares it", .serialized)
struct RequestPacerTests {
  @Test func clientsOfTheSameHostAndLimitShareTheProcesssPacer() {
    let first = TVMazeClient(configuration: TVMazeConfiguration(userAgent: "a/1"))
    let second = TVMazeClient(configuration: TVMazeConfiguration(userAgent: "b/2"))
    #expect(first.pacer === second.pacer)
    let elsewhere = TVMazeClient(
      configuration: TVMazeConfiguration(baseURL: URL(string: "http://127.0.0.1:9")!, userAgent: "a/1"))
    #expect(elsewhere.pacer !== first.pacer)
    let slower = TVMazeClient(
      configuration: TVMazeConfiguration(
        userAgent: "a/1", rateLimit: RateLimit(requests: 5, window: .seconds(10))))
    #expect(slower.pacer !== first.pacer)
  }

  /// Two clients, one pacer of 2 requests in 10 s: the third request of the pair waits for
  /// the window whichever client sends it.
  @Test func twoClientsSharingAPacerKeepOneLimit() async throws {
    let clock = ManualClock()
    let pacer = RequestPacer(limit: RateLimit(requests: 2, window: .seconds(10)), clock: clock)
    try await withTestServer { server in
      let clients = (0..<2).map { _ in
        TVMazeClient.loopback(
          server.baseURL, clock: clock, pacer: pacer, connectTimeout: .seconds(60 * SanitizerBuild.slowdown),
          requestTimeout: .seconds(60 * SanitizerBuild.slowdown))
      }
      _ = try await clients[0].show(id: 1)
      _ = try await clients[1].seasons(ofShow: 1)
      let third = Task { try await clients[1].crew(ofShow: 82) }
      await clock.waitForSleepers(1)
      #expect(await server.requests.count == 2)
      clock.advance(by: .seconds(10) - .milliseconds(1))
      #expect(clock.sleeperCount == 1)
      clock.advance(by: .milliseconds(1))
      #expect(try await third.value.count == 65)
      #expect(await server.requests.map(\.path) == ["/shows/1", "/shows/1/seasons", "/shows/82/crew"])
    }
  }
}
