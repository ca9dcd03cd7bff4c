import TVGuideInteractor

/// A show list interactor whose answers come from closures a test writes; records queries and
/// the status filters they were asked with. A search answers the handler's matches that the
/// filter keeps, as the interactor does.
public actor ShowListInteractorStub: ShowListInteractorInput {
  public typealias PageHandler = @Sendable (Int) async throws -> ShowPage
  public typealias SearchHandler = @Sendable (String) async throws -> SearchResults

  private let pageHandler: PageHandler
  private let searchHandler: SearchHandler
  public private(set) var requestedPages: [Int] = []
  public private(set) var searchedQueries: [String] = []
  public private(set) var searchedFilters: [ShowStatusFilter] = []

  public init(
    page: @escaping PageHandler = { throw ShowDataError.pageNotFound(page: $0) },
    search: @escaping SearchHandler = { SearchResults(query: $0, shows: [], origin: .bundled) }
  ) {
    pageHandler = page
    searchHandler = search
  }

  public func page(_ number: Int) async throws -> ShowPage {
    requestedPages.append(number)
    return try await pageHandler(number)
  }

  public func search(_ query: SearchQuery, status filter: ShowStatusFilter) async throws -> SearchResults {
    searchedQueries.append(query.text)
    searchedFilters.append(filter)
    var results = try await searchHandler(query.text)
    results.shows = results.shows.filter(filter.includes)
    return results
  }

  /// No test of the list's presenter asks for this list through the stub: the CLI's report
  /// asks the real interactor.
  public func showsWithEpisodesHeld() async throws -> ShowPage? { nil }
}
