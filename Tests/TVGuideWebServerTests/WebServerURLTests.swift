import Testing

@testable import TVGuideWebServer

@Suite struct WebServerURLTests {
  @Test func anIPv4HostOrANameIsWrittenAsItIs() {
    #expect(WebServerURL.string(host: "127.0.0.1", port: 8080) == "http://127.0.0.1:8080/")
    #expect(WebServerURL.string(host: "localhost", port: 80) == "http://localhost:80/")
  }

  @Test func anIPv6HostIsBracketed() {
    #expect(WebServerURL.string(host: "::1", port: 8080) == "http://[::1]:8080/")
    #expect(WebServerURL.string(host: "[::1]", port: 8080) == "http://[::1]:8080/")
  }
}
