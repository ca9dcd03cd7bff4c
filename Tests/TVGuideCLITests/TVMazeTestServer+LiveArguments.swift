import Foundation
import TVGuideTestServer
import TVGuideTestSupport

extension TVMazeTestServer {
  /// `arguments` followed by the options that run `tvguide` on the live source against this
  /// server, with `cache` as its offline store's folder.
  ///
  /// Under a sanitizer the server (in the instrumented test process) and `tvguide` both run
  /// about ten times slower, and on a busy two-core machine an answer can take longer than
  /// `tvguide`'s default 10 s: a test that expects an answer would then get "did not answer in
  /// time". The timeouts are stretched by the same factor there; a test that sets its own
  /// `--timeout` after these options still wins, as the last value of an option does.
  func liveArguments(cache: URL, _ arguments: String...) -> [String] {
    var options =
      arguments + ["--source", "tvmaze", "--api-url", baseURL.absoluteString, "--cache-dir", cache.path]
    if SanitizerBuild.isActive {
      let seconds = String(10 * SanitizerBuild.slowdown)
      options += ["--timeout", seconds, "--connect-timeout", seconds]
    }
    return options
  }
}
