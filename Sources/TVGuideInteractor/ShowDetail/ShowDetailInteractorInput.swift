/// The use case of the detail screen: a show and its seasons.
public protocol ShowDetailInteractorInput: Sendable {
  /// With `season`, only that season is kept; throws `.seasonNotFound` when it does not exist.
  func detail(ofShow id: Int, season: Int?) async throws -> ShowDetail
}
