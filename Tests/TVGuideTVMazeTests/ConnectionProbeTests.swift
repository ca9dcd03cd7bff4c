#if canImport(Glibc)
  import Foundation
  import TVGuideTestServer
  import Testing

  @testable import TVGuideTVMaze

  struct ConnectionProbeTests {
    @Test func aServerThatAcceptsIsConnected() async throws {
      try await withTestServer { server in
        let probe = try #require(ConnectionProbe(url: server.baseURL, environment: [:]))
        #expect(probe.connect(within: .seconds(5)) == .connected)
      }
    }

    /// Timed out, whenever the wait ends: not a failure, which would end the connect timeout.
    @Test func aServerThatNeverAcceptsTimesOutAndWaitsTheWholeTimeout() throws {
      let listener = try UnacceptingListener()
      let probe = try #require(ConnectionProbe(url: listener.baseURL, environment: [:]))
      for _ in 0..<3 {
        let start = ContinuousClock.now
        #expect(probe.connect(within: .milliseconds(300)) == .timedOut)
        #expect(start.duration(to: .now) >= .milliseconds(300))
      }
    }

    @Test func aPortWhereNothingListensFailsAtOnce() async throws {
      let probe = try #require(
        ConnectionProbe(url: try await TVMazeTestServer.refusingBaseURL(), environment: [:]))
      let start = ContinuousClock.now
      #expect(probe.connect(within: .seconds(5)) == .failed)
      #expect(start.duration(to: .now) < .seconds(5))
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
