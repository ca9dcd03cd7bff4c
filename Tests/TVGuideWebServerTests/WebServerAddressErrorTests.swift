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

  @Test func anotherFailureIsNotDescribedAsTheAddresss() {
    #expect(WebServerAddressError(errno: 24, host: "127.0.0.1", port: 8080) == nil)  // EMFILE
  }
}
