import Foundation
import TVGuideTestSupport

@testable import TVGuideTVMaze

extension TVMazeClient {
  /// A client of the test server at `baseURL` whose time is `clock`'s: no jitter, and its own
  /// pacer on that clock unless the test shares one. The timeouts are long enough for a busy
  /// machine and the sanitizers' slowdown; a test that is about them passes its own.
  static func loopback(
    _ baseURL: URL, clock: ManualClock = ManualClock(), pacer: RequestPacer? = nil,
    connectTimeout: Duration = .seconds(20 * SanitizerBuild.slowdown),
    requestTimeout: Duration = .seconds(20 * SanitizerBuild.slowdown),
    maximumAnswerSize: Int = TVMazeConfiguration.defaultMaximumAnswerSize
  ) -> TVMazeClient {
    let configuration = TVMazeConfiguration(
      baseURL: baseURL, userAgent: "tvguide/9.9.9", connectTimeout: connectTimeout,
      requestTimeout: requestTimeout, maximumAnswerSize: maximumAnswerSize)
    return TVMazeClient(
      configuration: configuration, clock: clock, jitter: { 0 }, pacer: pacer ?? RequestPacer(clock: clock))
  }
}
