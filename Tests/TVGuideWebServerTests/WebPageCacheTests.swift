import TVGuideTestSupport
import TVGuideWeb
import Testing

@testable import TVGuideWebServer

/// A burst of requests for one page writes it once, and a page is written again once it is
/// `lifetime` old, on a clock the test moves.
@Suite struct WebPageCacheTests {
  private let route = WebRoute.show(id: 82)

  private static func page(_ number: Int) -> WebDocument {
    WebDocument(status: 200, html: "page \(number)")
  }

  /// Every request that comes while the page is being written waits for that one writing.
  @Test func requestsWhileAPageIsWrittenWaitForIt() async throws {
    let cache = WebPageCache<ManualClock, WebDocument>(clock: ManualClock())
    let writes = LockedCounter()
    let gate = Gate()
    let write: @Sendable () async -> WebDocument? = {
      writes.increment()
      await gate.wait()
      return Self.page(writes.value)
    }
    let route = route
    let pages = Task {
      await withTaskGroup(of: WebDocument?.self) { group in
        for _ in 0..<20 { group.addTask { await cache.page(for: route, write: write) } }
        return await group.reduce(into: [WebDocument?]()) { $0.append($1) }
      }
    }
    await gate.waitForWaiters(1)
    // 19 wait for the one writing; a cache that did not would hold 20 writings at the gate.
    while await cache.waiting + gate.waitingCount < 20 { await Task.yield() }
    await gate.open()
    #expect(await pages.value == Array(repeating: Self.page(1), count: 20))
    #expect(writes.value == 1)
  }

  @Test func aPageIsWrittenAgainOnceItIsAsOldAsItsLifetime() async {
    let clock = ManualClock()
    let cache = WebPageCache<ManualClock, WebDocument>(lifetime: .seconds(5), clock: clock)
    let writes = LockedCounter()
    let write: @Sendable () async -> WebDocument? = {
      writes.increment()
      return Self.page(writes.value)
    }
    #expect(await cache.page(for: route, write: write) == Self.page(1))
    clock.advance(by: .milliseconds(4_999))
    #expect(await cache.page(for: route, write: write) == Self.page(1))
    clock.advance(by: .milliseconds(1))
    #expect(await cache.page(for: route, write: write) == Self.page(2))
    #expect(writes.value == 2)
  }

  /// A failure's retry link must ask again, not get the failure back for five seconds.
  @Test(arguments: [500, 503])
  func aFailedPageIsNotKept(status: Int) async {
    let cache = WebPageCache<ManualClock, WebDocument>(clock: ManualClock())
    let writes = LockedCounter()
    let write: @Sendable () async -> WebDocument? = {
      writes.increment()
      return WebDocument(status: writes.value == 1 ? status : 200, html: "page \(writes.value)")
    }
    #expect(await cache.page(for: route, write: write)?.status == status)
    #expect(await cache.page(for: route, write: write) == WebDocument(status: 200, html: "page 2"))
    #expect(await cache.page(for: route, write: write) == WebDocument(status: 200, html: "page 2"))
    #expect(writes.value == 2)
  }

  @Test func aShowThatDoesNotExistIsKept() async {
    let cache = WebPageCache<ManualClock, WebDocument>(clock: ManualClock())
    let writes = LockedCounter()
    let write: @Sendable () async -> WebDocument? = {
      writes.increment()
      return WebDocument(status: 404, html: "none")
    }
    _ = await cache.page(for: route, write: write)
    _ = await cache.page(for: route, write: write)
    #expect(writes.value == 1)
  }

  @Test func eachRouteHasItsOwnPage() async {
    let cache = WebPageCache<ManualClock, WebDocument>(clock: ManualClock())
    let list = await cache.page(for: .showList(ShowListQuery())) { Self.page(1) }
    let show = await cache.page(for: .show(id: 1)) { Self.page(2) }
    let search = await cache.page(for: .showList(ShowListQuery(search: "girls"))) { Self.page(3) }
    #expect([list, show, search] == [Self.page(1), Self.page(2), Self.page(3)])
    #expect(await cache.page(for: .show(id: 1)) { Self.page(4) } == Self.page(2))
  }

  /// Full of fresh pages, the cache starts again rather than grow: many searches cannot fill memory.
  @Test func theCacheKeepsAtMostItsCapacity() async {
    let clock = ManualClock()
    let cache = WebPageCache<ManualClock, WebDocument>(capacity: 3, clock: clock)
    for id in 1...10 {
      _ = await cache.page(for: .show(id: id)) { Self.page(id) }
      #expect(await cache.count <= 3)
    }
    _ = await cache.page(for: .show(id: 11)) { Self.page(11) }
    _ = await cache.page(for: .show(id: 12)) { Self.page(12) }
    #expect(await cache.count == 3)
    // Full again, of stale pages only: they go, and the fresh one is kept.
    clock.advance(by: .seconds(6))
    _ = await cache.page(for: .show(id: 13)) { Self.page(13) }
    #expect(await cache.count == 1)
  }
}
