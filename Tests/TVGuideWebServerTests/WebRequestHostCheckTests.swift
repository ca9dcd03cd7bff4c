import TVGuideTestSupport
import Testing

@testable import TVGuideWebServer

/// The request's head read as RFC 9112 says (issue 36): two `Host` fields, or an HTTP/1.1
/// request with none, get 400 and no page; an absolute-form target names the host, whatever
/// the `Host` field says. Before, both got 200 and the page with the form token.
@Suite struct WebRequestHostCheckTests {
  private static func send(_ head: String, port: Int) async throws -> LoopbackHTTPResponse {
    try await LoopbackHTTP.exchange(port: port, request: Array((head + "\r\n").utf8))
  }

  @Test func twoHostFieldsAreABadRequest() async throws {
    try await TestWebServer.with { port in
      for hosts in [
        ["127.0.0.1:\(port)", "evil.example"], ["evil.example", "127.0.0.1:\(port)"],
        ["127.0.0.1:\(port)", "127.0.0.1:\(port)"],
      ] {
        let fields = hosts.map { "Host: \($0)\r\n" }.joined()
        let answer = try await Self.send("GET / HTTP/1.1\r\n\(fields)Connection: close\r\n", port: port)
        #expect(answer.status == 400, "\(hosts)")
        #expect(!answer.text.contains("Game of Thrones"))
      }
    }
  }

  @Test func anHTTP11RequestWithoutAHostIsABadRequestAndAnHTTP10OneIsAnswered() async throws {
    try await TestWebServer.with { port in
      let eleven = try await Self.send("GET / HTTP/1.1\r\nConnection: close\r\n", port: port)
      #expect(eleven.status == 400)
      let ten = try await Self.send("GET / HTTP/1.0\r\n", port: port)
      #expect(ten.status == 200)
    }
  }

  /// `GET http://evil.example/` with this server's own `Host`: the target's host counts, and
  /// it is not this machine's, so 421 and no page (the token of its forms included).
  @Test func anAbsoluteFormTargetsHostIsTheOneChecked() async throws {
    try await TestWebServer.with { port in
      let rebound = try await Self.send(
        "GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n", port: port)
      #expect(rebound.status == 421)
      #expect(!rebound.text.contains("Game of Thrones") && !rebound.text.contains("token"))
      let withCredentials = try await Self.send(
        "GET http://127.0.0.1@evil.example:\(port)/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n",
        port: port)
      #expect(withCredentials.status == 421)
      let own = try await Self.send(
        "GET HTTP://localhost:\(port)/?q=thrones HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n",
        port: port)
      #expect(own.status == 200)
      #expect(own.text.contains("Game of Thrones"))
    }
  }
}
