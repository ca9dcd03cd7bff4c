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
  /// Why the latest page could not be saved, if it could not.
  var saveFailure: ShowDataError?
  /// Whether a page has loaded: past that, a missing page is the end of the index, even when
  /// every page so far was empty.
  var hasLoadedPage = false
  /// Which loaded shows the source holds the episodes of; `nil` when it can get any show's.
  var showIDsWithEpisodesHeld: Set<Int>?

  mutating func append(_ page: ShowPage) {
    hasLoadedPage = true
    shows += page.shows
    nextPage = page.number + 1
    origin = origin.map { $0.combined(with: page.origin) } ?? page.origin
    saveFailure = page.saveFailure
    if let held = page.showIDsWithEpisodesHeld {
      showIDsWithEpisodesHeld = (showIDsWithEpisodesHeld ?? []).union(held)
    }
  }

  mutating func append(_ stretch: ShowIndexStretch) {
    hasLoadedPage = true
    shows += stretch.shows
    nextPage = stretch.nextIndexPage
    origin = origin.map { $0.combined(with: stretch.origin) } ?? stretch.origin
    saveFailure = stretch.saveFailure
  }
}
