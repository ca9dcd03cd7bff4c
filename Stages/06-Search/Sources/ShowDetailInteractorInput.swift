/// The use case of the detail screen, as its presenter sees it: a show and its seasons.
/// Async for the same reason as the list's.
protocol ShowDetailInteractorInput: Sendable {
  /// Throws `.showNotFound` for an id the data source does not know.
  func detail(ofShow id: Int) async throws -> ShowDetail
}
