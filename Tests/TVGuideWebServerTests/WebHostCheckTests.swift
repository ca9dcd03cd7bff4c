import TVGuideTestSupport
import Testing

@testable import TVGuideWebServer

/// A server on loopback answers to this machine's names only, so a rebound name reads nothing.
@Suite struct WebHostCheckTests {
  private let loopback = WebHostCheck(boundHost: "127.0.0.1")

  @Test(arguments: [
    "127.0.0.1:8080", "127.0.0.1", "localhost:8080", "LOCALHOST", "localhost.", "tvguide.localhost:80",
    "[::1]:8080", "[::1]", "127.1.2.3:9",
  ])
  func thisMachinesNamesAreAnswered(_ host: String) {
    #expect(loopback.accepts(host))
  }

  @Test(arguments: [
    "evil.example:8080", "evil.example", "localhost.evil.example", "127.0.0.1.evil.example",
    "10.0.0.1:8080", "[2001:db8::1]:8080", "128.0.0.1", "127.0.0.256", "", ":8080",
  ])
  func anyOtherNameIsRefused(_ host: String) {
    #expect(!loopback.accepts(host))
  }

  @Test func aRequestWithoutAHostIsAnswered() {
    #expect(loopback.accepts(nil))
  }

  @Test(arguments: ["localhost", "::1", "[::1]"])
  func everyLoopbackBindingChecksNames(_ boundHost: String) {
    #expect(!WebHostCheck(boundHost: boundHost).accepts("evil.example"))
  }

  @Test(arguments: [
    "192.168.1.20:8080", "[fe80::1]:8080", "[2001:db8::5]", "tvbox:8080", "TVBOX.local", "tvbox.home.lan",
    "localhost:8080", "127.0.0.1",
  ])
  func aServerBoundToEveryAddressAnswersToAddressesAndItsOwnNames(_ host: String) {
    #expect(WebHostCheck(boundHost: "0.0.0.0", hostName: "tvbox.home.lan").accepts(host))
  }

  @Test(arguments: ["evil.example:8080", "tvbox.evil.example", "1.2.3.4.evil.example", "tvbox.local.evil"])
  func aServerBoundToEveryAddressRefusesOtherNames(_ host: String) {
    #expect(!WebHostCheck(boundHost: "0.0.0.0", hostName: "tvbox.home.lan").accepts(host))
    #expect(!WebHostCheck(boundHost: "::", hostName: "tvbox").accepts(host))
  }

  @Test func theServerAnswersAReboundNameWith421AndNoPage() async throws {
    try await TestWebServer.with { port in
      let rebound = try await LoopbackHTTP.request("/", headers: ["Host": "evil.example:\(port)"], port: port)
      #expect(rebound.status == 421)
      #expect(!rebound.text.contains("Game of Thrones"))
      let own = try await LoopbackHTTP.request("/", headers: ["Host": "localhost:\(port)"], port: port)
      #expect(own.status == 200)
    }
  }
}
