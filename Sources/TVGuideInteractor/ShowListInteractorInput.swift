/// The use cases of the show list: browse the index page by page, search it, and list the
/// shows whose episodes can be read offline.
public protocol ShowListInteractorInput: Sendable {
  func page(_ number: Int) async throws -> ShowPage
  /// Throws `.emptyQuery` when the query has nothing to search for.
  func search(_ query: String) async throws -> SearchResults
  /// Every show whose episodes the source holds itself, by id, as one page numbered 0; `nil`
  /// when the source can get any show's episodes, so there is no such list to make.
  func showsWithEpisodesHeld() async throws -> ShowPage?
}
