import TVGuideEntity

/// Shows read from the index in one go, and where the next ones start.
struct ShowIndexSlice: Equatable, Sendable {
  var shows: [Show]
  /// `nil` once the index has ended.
  var nextPage: Int?
}
