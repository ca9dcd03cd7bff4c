import TVGuideBuilder
import TVGuideBundledCatalog
import TVGuideTestSupport
import Testing

@testable import TVGuideWebServer

@Suite struct WebServerAddressErrorTests {
  @Test func aTakenPortIsOneSentenceNamingIt() async throws {
    try await TestWebServer.with { port in
      let sources = WebPageSources(
        shows: BundledCatalog(), schedules: BundledCatalog(), follows: FakeFollowStore())
      let second = WebServer(host: "127.0.0.1", port: port, sources: sources)
      let taken = try #require(WebServerAddressError(errno: 98, host: "127.0.0.1", port: port))
      await #expect(throws: taken) {
        try await second.run(stopsOnSignals: false) { _ in }
      }
    }
  }

  @Test func eachKnownCauseSaysWhatToDo() throws {
    let taken = try #require(WebServerAddressError(errno: 98, host: "::1", port: 8080))
    #expect(
      taken.description
        == "Another program is listening on http://[::1]:8080/ already: choose another port with --port.")
    let privileged = try #require(WebServerAddressError(errno: 13, host: "127.0.0.1", port: 80))
    #expect(privileged.description.hasSuffix("use --port 8080."))
    let foreign = try #require(WebServerAddressError(errno: 99, host: "10.9.8.7", port: 8080))
    #expect(foreign.description == "10.9.8.7 is not an address of this machine: use --host 127.0.0.1.")
  }

  /// `serve --host no-such-host.invalid` printed NIO's `SocketAddressError.UnknownHost … (error
  /// -2)`. A name with an empty label fails to resolve in the C library itself, before any
  /// question to DNS, so the test asks nothing of the network.
  @Test func aHostNoAddressIsFoundForIsOneSentenceNamingIt() async throws {
    let sources = WebPageSources(
      shows: BundledCatalog(), schedules: BundledCatalog(), follows: FakeFollowStore())
    let server = WebServer(host: "no-such-host..invalid", port: 0, sources: sources)
    await #expect(throws: WebServerAddressError(unknownHost: "no-such-host..invalid")) {
      try await server.run(stopsOnSignals: false) { _ in }
    }
    #expect(
      WebServerAddressError(unknownHost: "no-such-host.invalid").description
        == "No address was found for the host no-such-host.invalid: use an address such as 127.0.0.1, "
        + "or a name this machine can look up.")
  }

  @Test func anotherFailureIsNotDescribedAsTheAddresss() {
    #expect(WebServerAddressError(errno: 24, host: "127.0.0.1", port: 8080) == nil)  // EMFILE
  }
}
