import Foundation
import TVGuideTestServer
import TVGuideTestSupport

extension TVMazeTestServer {
  /// `arguments` followed by the options that run `tvguide` on the live source against this
  /// server, with `cache` as its offline store's folder and its user data's.
  ///
  /// On a busy two-core CI machine (and ten times more under a sanitizer) an answer of the
  /// loopback server can take longer than `tvguide`'s default 10 s, and a test that expects an
  /// answer would then get "did not answer in time". So the timeouts are a minute here; a test
  /// of timeouts sets its own `--timeout` after these options, and the last value wins.
  func liveArguments(cache: URL, _ arguments: String...) -> [String] {
    let seconds = String(60 * SanitizerBuild.slowdown)
    return arguments + [
      "--source", "tvmaze", "--api-url", baseURL.absoluteString, "--cache-dir", cache.path,
      "--data-dir", cache.path, "--timeout", seconds, "--connect-timeout", seconds,
    ]
  }
}
