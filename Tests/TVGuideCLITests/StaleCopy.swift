import Foundation
import TVGuideStore
import Testing

/// Makes what the store saved look older than it is, past the hour in which it is served
/// without asking TVMaze.
enum StaleCopy {
  /// Makes the saved copy of a show and its episodes look `seconds` older.
  static func age(_ cache: URL, showID: Int, by seconds: TimeInterval) async throws {
    let store = try ShowStore(folder: cache)
    let show = try #require(try await store.show(id: showID))
    let episodes = try #require(try await store.episodes(ofShow: showID))
    try await store.saveShow(show.value, fetchedAt: show.savedAt - seconds)
    try await store.saveEpisodes(episodes.value, ofShow: showID, fetchedAt: episodes.savedAt - seconds)
  }
}

extension StaleCopy {
  /// Makes the saved copies of index pages `pages` look `seconds` older.
  static func age(_ cache: URL, indexPages pages: [Int], by seconds: TimeInterval) async throws {
    let store = try ShowStore(folder: cache)
    for number in pages {
      let page = try #require(try await store.page(number))
      try await store.savePage(number, shows: page.value, fetchedAt: page.savedAt - seconds)
    }
  }
}
