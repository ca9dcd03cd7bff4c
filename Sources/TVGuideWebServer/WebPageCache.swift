import TVGuideWeb

/// Pages written in the last few seconds, by route, and the ones being written: a burst of
/// requests for one page writes it once (the presenters run on the main actor, one at a time),
/// and a page is at most `lifetime` old, so a live source's answers still show within seconds.
/// A failed page is not kept: the retry link on it must ask again.
actor WebPageCache<PageClock: Clock, Page: CachedPage> where PageClock.Duration == Duration {
  private struct Entry {
    let written: PageClock.Instant
    let page: Task<Page?, Never>
  }

  private let lifetime: Duration
  private let capacity: Int
  private let clock: PageClock
  private var entries: [WebRoute: Entry] = [:]
  /// How many requests are waiting for a page another request is writing or has written.
  private(set) var waiting = 0

  /// A cache keeping at most `capacity` pages, each for `lifetime` as `clock` tells it.
  init(lifetime: Duration = .seconds(5), capacity: Int = 256, clock: PageClock) {
    self.lifetime = lifetime
    self.capacity = capacity
    self.clock = clock
  }

  /// The page of `route`, from the cache when written less than `lifetime` ago, else by `write`.
  func page(for route: WebRoute, write: @escaping @Sendable () async -> Page?) async -> Page? {
    let now = clock.now
    if let entry = entries[route], entry.written.duration(to: now) < lifetime {
      waiting += 1
      defer { waiting -= 1 }
      return await entry.page.value
    }
    if entries.count >= capacity {
      entries = entries.filter { $0.value.written.duration(to: now) < lifetime }
      if entries.count >= capacity { entries.removeAll() }
    }
    let page = Task { await write() }
    entries[route] = Entry(written: now, page: page)
    let written = await page.value
    // A failure is shared by the burst that asked with it, and no longer: a retry asks again.
    if written?.isWorthKeeping != true, entries[route]?.page == page {
      entries[route] = nil
    }
    return written
  }

  /// Forgets every page: something they may show has changed. Requests already waiting get
  /// the page they waited for; the next ones write it again.
  func removeAll() {
    entries.removeAll()
  }

  /// How many pages are kept, fresh or not.
  var count: Int { entries.count }
}

extension WebPageCache where PageClock == ContinuousClock {
  /// A cache on the continuous clock, as the server keeps it.
  init(lifetime: Duration = .seconds(5), capacity: Int = 256) {
    self.init(lifetime: lifetime, capacity: capacity, clock: ContinuousClock())
  }
}
