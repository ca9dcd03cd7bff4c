import TVGuideEntity
import TVGuideInteractor

/// What the show list knows about the index: the shows loaded so far and the next page.
struct ShowIndexState {
  var shows: [Show] = []
  /// `nil` once the index has ended.
  var nextPage: Int?
  var isLoading = false
  var error: ErrorViewModel?
  var origin: DataOrigin?

  mutating func append(_ page: ShowPage) {
    shows += page.shows
    nextPage = page.number + 1
    origin = origin.map { $0.combined(with: page.origin) } ?? page.origin
  }
}
