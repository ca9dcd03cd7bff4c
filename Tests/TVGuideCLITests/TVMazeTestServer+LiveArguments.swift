import Foundation
import TVGuideTestServer

extension TVMazeTestServer {
  /// `arguments` followed by the options that run `tvguide` on the live source against this
  /// server, with `cache` as its offline store's folder.
  func liveArguments(cache: URL, _ arguments: String...) -> [String] {
    arguments + ["--source", "tvmaze", "--api-url", baseURL.absoluteString, "--cache-dir", cache.path]
  }
}
