import Foundation
import TVGuideTestSupport

@testable import TVGuideTVMaze

extension TVMazeClient {
  /// How long a test client waits for the loopback stand-in. Two minutes, not 20 s: the full
  /// suite keeps both cores busy, and in it a stand-in's answer has waited its turn past 100 s;
  /// the tests that are about timeouts pass their own.
  static let loopbackTimeout: Duration = .seconds(120 * SanitizerBuild.slowdown)

  /// A client of the test server at `baseURL` whose time is `clock`'s: no jitter, and its own
  /// pacer on that clock unless the test shares one. The timeouts are long enough for a busy
  /// machine and the sanitizers' slowdown; a test that is about them passes its own.
  static func loopback(
    _ baseURL: URL, clock: ManualClock = ManualClock(), pacer: RequestPacer? = nil,
    connectTimeout: Duration = TVMazeClient.loopbackTimeout,
    requestTimeout: Duration = TVMazeClient.loopbackTimeout,
    maximumAnswerSize: Int = TVMazeConfiguration.defaultMaximumAnswerSize
  ) -> TVMazeClient {
    let configuration = TVMazeConfiguration(
      baseURL: baseURL, userAgent: "tvguide/9.9.9", connectTimeout: connectTimeout,
      requestTimeout: requestTimeout, maximumAnswerSize: maximumAnswerSize)
    return TVMazeClient(
      configuration: configuration, clock: clock, jitter: { 0 }, pacer: pacer ?? RequestPacer(clock: clock))
  }
}
