import TVGuideTestSupport
import TVGuideWeb
import Testing

@testable import TVGuideWebServer

/// The server listens where it is told, port 0 picking a free port, and stops when asked.
@Suite struct WebServerTests {
  @Test func portZeroPicksAFreePortOnLoopback() async throws {
    let port = try await TestWebServer.with { port in
      let answer = try await LoopbackHTTP.request("/", port: port)
      #expect(answer.status == 200)
      return port
    }
    #expect((1...65535).contains(port))
  }

  /// Once `run` has returned, the port takes no connection.
  @Test func aStoppedServerTakesNoMoreConnections() async throws {
    let port = try await TestWebServer.with { $0 }
    await #expect(throws: LoopbackHTTPError.self) {
      _ = try await LoopbackHTTP.request("/", port: port)
    }
  }

  /// Given one token (each run draws its own otherwise), two servers write the same pages.
  @Test func twoServersRunSideBySide() async throws {
    let token = WebFormToken(value: "shared")
    try await TestWebServer.with(token: token) { first in
      try await TestWebServer.with(token: token) { second in
        let fromFirst = try await LoopbackHTTP.request("/shows/82", port: first)
        let fromSecond = try await LoopbackHTTP.request("/shows/82", port: second)
        #expect(first != second)
        #expect(fromFirst.status == 200 && fromSecond.status == 200)
        #expect(fromFirst.body == fromSecond.body)
      }
    }
  }
}
