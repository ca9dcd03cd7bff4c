import TVGuideInteractor

/// What the show list page lists: a page of the index, or the matches of a search, of a status.
public struct ShowListQuery: Hashable, Sendable {
  /// The search text as the address gave it, which the page's form and links give back; empty
  /// for the index.
  public let search: String
  /// The search read from it once, by the web's rule for one line of text: what is searched for.
  public let searched: SearchQuery
  /// Which shows are kept.
  public var status: ShowStatusFilter
  /// The index page, from 0; a search has one page.
  public var page: Int

  /// Creates a query; by default page 0 of the whole index.
  public init(search: String = "", status: ShowStatusFilter = .all, page: Int = 0) {
    self.search = search
    searched = SearchQuery(search, visible: WebText().singleLine)
    self.status = status
    self.page = page
  }

  /// Whether the page lists a search's matches rather than the index: whether the address
  /// asked for one, as a form sent with only spaces in its field does not.
  public var isSearch: Bool { !search.allSatisfy(\.isWhitespace) }
}
