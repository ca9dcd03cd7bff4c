import TVGuideInteractor

/// What the show list page lists: a page of the index, or the matches of a search, of a status.
public struct ShowListQuery: Hashable, Sendable {
  /// The search text; empty for the index.
  public var search: String
  /// Which shows are kept.
  public var status: ShowStatusFilter
  /// The index page, from 0; a search has one page.
  public var page: Int

  /// Creates a query; by default page 0 of the whole index.
  public init(search: String = "", status: ShowStatusFilter = .all, page: Int = 0) {
    self.search = search
    self.status = status
    self.page = page
  }

  /// Whether the page lists a search's matches rather than the index.
  public var isSearch: Bool { !search.allSatisfy(\.isWhitespace) }
}
