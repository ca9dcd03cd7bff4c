import TVGuideInteractor

/// The live search: the text typed, the answer shown, and the generation that tells a fresh
/// answer from a stale one.
struct SearchState {
  var generation = 0
  var text = ""
  var isLoading = false
  var results: SearchResults?
  var error: ErrorViewModel?

  /// Set by any search, even one for blank text (the CLI's `search ""`), so its error shows.
  var isActive = false
}
