/// The use cases of the show list: browse the index page by page, search it, every show or
/// only those of one status, and list the shows whose episodes can be read offline.
public protocol ShowListInteractorInput: Sendable {
  /// Page `number` of TVMaze's show index. Throws `.pageNotFound` past the last page.
  func page(_ number: Int) async throws -> ShowPage

  /// Reads index pages from `indexPage` on, keeping the shows `filter` includes, until at
  /// least `minimumCount` are kept or the index ends, so a filtered screen is never left
  /// empty while the index has more. Throws `.pageNotFound` when `indexPage` itself is past
  /// the end.
  func shows(withStatus filter: ShowStatusFilter, fromIndexPage indexPage: Int, minimumCount: Int)
    async throws -> ShowIndexStretch

  /// Page `number` of the index as `filter` sees it: with `.all` the index page itself, else
  /// the shows `ShowStatusFilter.pageSize`·number onwards of those `filter` includes, in id
  /// order. Throws `.pageNotFound` for a page past the last one; page 0 always exists.
  func page(_ number: Int, withStatus filter: ShowStatusFilter) async throws -> ShowPage

  /// The matches of `query` that `filter` includes, in the order of the ranking. The query was
  /// read where it was typed and is searched as it is. Throws `.emptyQuery` when the query has
  /// no letter or digit to search for.
  func search(_ query: SearchQuery, status filter: ShowStatusFilter) async throws -> SearchResults
  /// Every show whose episodes the source holds itself, by id, as one page numbered 0; `nil`
  /// when the source can get any show's episodes, so there is no such list to make.
  func showsWithEpisodesHeld() async throws -> ShowPage?
}
