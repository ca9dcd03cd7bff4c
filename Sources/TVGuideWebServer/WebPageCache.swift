import TVGuideWeb

/// Pages written in the last few seconds, by route, and the ones being written: a burst of
/// requests for one page writes it once (the presenters run on the main actor, one at a time),
/// and a page is at most `lifetime` old, so a live source's answers still show within seconds.
actor WebPageCache {
  private struct Entry {
    let written: ContinuousClock.Instant
    let page: Task<WebPage?, Never>
  }

  private let lifetime: Duration
  private let capacity: Int
  private var entries: [WebRoute: Entry] = [:]

  init(lifetime: Duration = .seconds(5), capacity: Int = 256) {
    self.lifetime = lifetime
    self.capacity = capacity
  }

  /// The page of `route`, from the cache when written less than `lifetime` ago, else by `write`.
  func page(for route: WebRoute, write: @escaping @Sendable () async -> WebPage?) async -> WebPage? {
    let now = ContinuousClock.now
    if let entry = entries[route], now - entry.written < lifetime {
      return await entry.page.value
    }
    if entries.count >= capacity {
      entries = entries.filter { now - $0.value.written < lifetime }
      if entries.count >= capacity { entries.removeAll() }
    }
    let page = Task { await write() }
    entries[route] = Entry(written: now, page: page)
    return await page.value
  }
}
