import Foundation
import Synchronization
import TVGuideEntity

/// Turns index pages and search answers from the data source into business models.
public final class ShowListInteractor: ShowListInteractorInput {
  private let dataSource: any ShowDataSource
  private let mappedPages = Mutex(MappedIndexPages())

  /// Creates the interactor on top of `dataSource`.
  public init(dataSource: any ShowDataSource) {
    self.dataSource = dataSource
  }

  /// Page `number` of TVMaze's show index, its shows in id order.
  ///
  /// - Throws: ``ShowDataError/pageNotFound(page:)`` for a negative number or a page past the
  ///   last one, or the data source's error.
  public func page(_ number: Int) async throws -> ShowPage {
    guard number >= 0 else { throw ShowDataError.pageNotFound(page: number) }
    async let held = dataSource.showIDsWithEpisodesHeld()
    let fetched = try await dataSource.showIndexPage(number)
    let shows = mappedPages.withLock { $0.shows(ofPage: number, answer: fetched.value) }
    return ShowPage(
      number: number, shows: shows, origin: fetched.origin, saveFailure: fetched.saveFailure,
      showIDsWithEpisodesHeld: try await held.map { $0.intersection(shows.map(\.id)) })
  }

  /// Every show whose episodes the source holds, fetched one by one in id order; `nil` when the
  /// source can get any show's episodes.
  public func showsWithEpisodesHeld() async throws -> ShowPage? {
    guard let held = try await dataSource.showIDsWithEpisodesHeld() else { return nil }
    var shows: [Show] = []
    var origin = DataOrigin.bundled
    for id in held.sorted() {
      let fetched = try await dataSource.show(id: id)
      shows.append(Show(dto: fetched.value))
      origin = shows.count == 1 ? fetched.origin : origin.combined(with: fetched.origin)
    }
    return ShowPage(number: 0, shows: shows, origin: origin, showIDsWithEpisodesHeld: held)
  }

  /// The shows matching `query` that `filter` keeps, best first: the filter is the use case's,
  /// so the shows mapped, and the ones whose episodes are held, are the ones shown.
  ///
  /// - Throws: ``ShowDataError/emptyQuery`` when the query has no letter or digit, or the data
  ///   source's error.
  public func search(_ query: SearchQuery, status filter: ShowStatusFilter) async throws -> SearchResults {
    guard query.hasLetterOrDigit else { throw ShowDataError.emptyQuery }
    async let held = dataSource.showIDsWithEpisodesHeld()
    let fetched = try await dataSource.searchShows(matching: query.text)
    let shows = fetched.value.map { Show(dto: $0.show) }.filter(filter.includes)
    return SearchResults(
      query: query.text,
      shows: shows,
      origin: fetched.origin,
      saveFailure: fetched.saveFailure,
      showIDsWithEpisodesHeld: try await held.map { $0.intersection(shows.map(\.id)) }
    )
  }
}
