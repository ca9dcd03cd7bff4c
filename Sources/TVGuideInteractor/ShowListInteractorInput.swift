/// The use cases of the show list: browse the index page by page, and search it.
public protocol ShowListInteractorInput: Sendable {
  func page(_ number: Int) async throws -> ShowPage
  /// Throws `.emptyQuery` when the query has nothing to search for.
  func search(_ query: String) async throws -> SearchResults
}
