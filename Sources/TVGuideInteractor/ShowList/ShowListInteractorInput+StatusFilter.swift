import TVGuideEntity

/// The status filter of the index, written once on top of `page(_:)`: every data source (the
/// bundled catalog, TVMaze, the offline store) is filtered the same way.
extension ShowListInteractorInput {
  /// Reads index pages through ``page(_:)`` from `indexPage` on until `minimumCount` shows of
  /// the status are kept; a page after the first that fails ends the stretch early instead of
  /// throwing, and so does the bound on the pages one read goes through
  /// (``ShowIndexStretch/maximumPagesRead``), with ``ShowDataError/indexReadLimit(nextPage:)``.
  public func shows(withStatus filter: ShowStatusFilter, fromIndexPage indexPage: Int, minimumCount: Int)
    async throws -> ShowIndexStretch
  {
    var stretch = ShowIndexStretch(shows: [], nextIndexPage: indexPage, origin: .bundled)
    var origin: DataOrigin?
    var (pagesRead, livePagesRead) = (0, 0)
    while let number = stretch.nextIndexPage, stretch.shows.count < minimumCount {
      // A rare status can take the whole index to fill a screen: stop when nobody waits.
      try Task.checkCancellation()
      guard pagesRead < ShowIndexStretch.maximumPagesRead,
        livePagesRead < ShowIndexStretch.maximumLivePagesRead
      else {
        stretch.interruption = .indexReadLimit(nextPage: number)
        break
      }
      let page: ShowPage
      do {
        page = try await self.page(number)
      } catch let error as ShowDataError where number > indexPage {
        stretch.stop(at: number, by: error, origin: origin)
        break
      }
      stretch.shows += page.shows.filter(filter.includes)
      pagesRead += 1
      if page.origin == .live { livePagesRead += 1 }
      // The last page there can be is the end of the index.
      stretch.nextIndexPage = number < Int.max ? number + 1 : nil
      origin = origin.map { $0.combined(with: page.origin) } ?? page.origin
      stretch.saveFailure = page.saveFailure ?? stretch.saveFailure
    }
    stretch.origin = origin ?? stretch.origin
    return stretch
  }

  /// Page `number` of the index as `filter` sees it, made by reading the index from page 0.
  ///
  /// - Throws: ``ShowDataError/pageNotFound(page:)`` for a page past the last one, or the
  ///   error that stopped reading before the page was full.
  public func page(_ number: Int, withStatus filter: ShowStatusFilter) async throws -> ShowPage {
    guard filter != .all else { return try await page(number) }
    let size = ShowStatusFilter.pageSize
    let (start, overflow) = number.multipliedReportingOverflow(by: size)
    guard number >= 0, !overflow, start <= Int.max - size else {
      throw ShowDataError.pageNotFound(page: number)
    }
    let stretch = try await shows(withStatus: filter, fromIndexPage: 0, minimumCount: start + size)
    if let interruption = stretch.interruption { throw interruption }
    guard number == 0 || stretch.shows.count > start else { throw ShowDataError.pageNotFound(page: number) }
    return ShowPage(
      number: number, shows: Array(stretch.shows.dropFirst(start).prefix(size)), origin: stretch.origin,
      saveFailure: stretch.saveFailure)
  }
}
