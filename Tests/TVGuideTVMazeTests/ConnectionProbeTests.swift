#if canImport(Glibc)
  import Foundation
  import TVGuideTestServer
  import Testing

  @testable import TVGuideTVMaze

  struct ConnectionProbeTests {
    @Test func aServerThatAcceptsIsConnected() async throws {
      try await withTestServer { server in
        let probe = try #require(ConnectionProbe(url: server.baseURL, environment: [:]))
        #expect(probe.connects(within: .seconds(5)))
      }
    }

    @Test func aServerThatNeverAcceptsIsNotConnectedWithinTheTimeout() throws {
      let listener = try UnacceptingListener()
      let probe = try #require(ConnectionProbe(url: listener.baseURL, environment: [:]))
      #expect(!probe.connects(within: .milliseconds(300)))
    }

    /// libcurl connects to the proxy then, which the probe cannot know.
    @Test(arguments: ["http_proxy", "HTTPS_PROXY", "all_proxy"])
    func aProxyVariableLeavesConnectingToTheRequest(_ name: String) {
      #expect(
        ConnectionProbe(url: URL(string: "https://api.tvmaze.com")!, environment: [name: "http://proxy:3128"])
          == nil)
    }

    @Test func thePortIsTheURLsOrTheSchemes() throws {
      #expect(
        try #require(ConnectionProbe(url: URL(string: "https://api.tvmaze.com")!, environment: [:])).port
          == 443
      )
      #expect(
        try #require(ConnectionProbe(url: URL(string: "http://[::1]:8080")!, environment: [:])).host == "::1")
    }
  }
#endif
