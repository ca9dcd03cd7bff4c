import Foundation
import TVGuideEntity
import TVGuideStore
import TVGuideTVMaze
import TVGuideTestServer
import TVGuideTestSupport
import Testing

/// A refresh of followed shows asks TVMaze which shows changed, then fetches only those.
@Suite struct FollowedShowsRefreshTests {
  @Test func aHundredFollowedShowsOfWhichThreeChangedTakeFourRequests() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Whole seconds: the store keeps dates to the millisecond.
    let now = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
    let shows = Array(try Fixtures.decode([ShowDTO].self, from: "shows/page-0.json").prefix(100))
    let store = try ShowStore(folder: folder.url)
    // Saved yesterday: stale for the live source's hour, within the week the list covers.
    for show in shows {
      try await store.saveShow(show, episodes: [], fetchedAt: now.addingTimeInterval(-86_400))
    }
    let changed = [shows[5].id, shows[50].id, shows[99].id]
    var stamps: [String: Int] = ["999999": 1]
    for show in shows { stamps[String(show.id)] = (show.updated ?? 0) + (changed.contains(show.id) ? 60 : 0) }
    let body = String(decoding: try JSONSerialization.data(withJSONObject: stamps), as: UTF8.self)
    try await withTestServer { server in
      await server.inject(.body(body), forPath: "/updates/shows")
      let client = TVMazeClient(
        configuration: TVMazeConfiguration(
          baseURL: server.baseURL, userAgent: "tvguide-tests",
          // The loopback server is shared by every suite: on CI's busy cores an answer can take
          // longer than the 10 s a user gets, which says nothing about the refresh.
          connectTimeout: .seconds(60 * SanitizerBuild.slowdown),
          requestTimeout: .seconds(60 * SanitizerBuild.slowdown)))
      let refresh = FollowedShowsRefresh(source: client, store: store, now: { now })
      #expect(await refresh.refresh(shows.map(\.id)) == nil)
      let requests = await server.requests
      #expect(requests.count == 4)
      #expect(requests.first?.path == "/updates/shows" && requests.first?.query == "since=week")
      #expect(Set(requests.dropFirst().map(\.path)) == Set(changed.map { "/shows/\($0)" }))
    }
    // Every copy is now dated now: the live source serves them from the store.
    for show in shows {
      #expect(try await store.show(id: show.id)?.savedAt == now)
    }
  }

  @Test func aShowWithNoSavedCopyIsFetchedWhateverTheListSays() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try ShowStore(folder: folder.url)
    try await withTestServer { server in
      await server.inject(.body("{}"), forPath: "/updates/shows")
      let client = TVMazeClient(
        configuration: TVMazeConfiguration(
          baseURL: server.baseURL, userAgent: "tvguide-tests",
          // The loopback server is shared by every suite: on CI's busy cores an answer can take
          // longer than the 10 s a user gets, which says nothing about the refresh.
          connectTimeout: .seconds(60 * SanitizerBuild.slowdown),
          requestTimeout: .seconds(60 * SanitizerBuild.slowdown)))
      #expect(await FollowedShowsRefresh(source: client, store: store).refresh([82]) == nil)
      #expect(await server.requests.map(\.path) == ["/updates/shows", "/shows/82"])
    }
    #expect(try await store.episodes(ofShow: 82)?.value.isEmpty == false)
  }
}
