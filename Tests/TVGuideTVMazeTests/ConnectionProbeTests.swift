#if canImport(Glibc)
  import Foundation
  import Synchronization
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

    /// A signal landing on the probe's thread interrupts its wait; giving up then would switch
    /// the connect timeout off. (Dispatch's threads, where the client runs the probe, block
    /// most signals; this thread lets one through on purpose.)
    @Test func aSignalDoesNotCutTheWaitShort() throws {
      let listener = try UnacceptingListener()
      let probe = try #require(ConnectionProbe(url: listener.baseURL, environment: [:]))
      // A handler that does nothing, so the signal interrupts `poll` instead of ending the run.
      signal(SIGUSR2) { _ in }
      let probing = Mutex<pthread_t?>(nil)
      let outcome = Mutex<(ConnectionProbe.Outcome, Duration)?>(nil)
      let finished = DispatchSemaphore(value: 0)
      Thread {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGUSR2)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        probing.withLock { $0 = pthread_self() }
        let start = ContinuousClock.now
        let connected = probe.connect(within: .seconds(1))
        outcome.withLock { $0 = (connected, start.duration(to: .now)) }
        finished.signal()
      }.start()
      for _ in 0..<3 {
        Thread.sleep(forTimeInterval: 0.1)
        if let thread = probing.withLock({ $0 }) { pthread_kill(thread, SIGUSR2) }
      }
      finished.wait()
      let (connected, waited) = try #require(outcome.withLock { $0 })
      #expect(connected == .timedOut)
      #expect(waited >= .seconds(1))
    }

    @Test func aPortWhereNothingListensFailsAtOnce() async throws {
      let probe = try #require(
        ConnectionProbe(url: try await TVMazeTestServer.refusingBaseURL(), environment: [:]))
      let start = ContinuousClock.now
      #expect(probe.connect(within: .seconds(30)) == .failed)
      // Refused at once: a probe that waited for its timeout would take 30 s.
      #expect(start.duration(to: .now) < .seconds(10))
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
