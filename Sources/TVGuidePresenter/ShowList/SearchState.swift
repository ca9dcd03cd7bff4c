import TVGuideInteractor

/// The live search: the text typed, the answer shown, and the generation that tells a fresh
/// answer from a stale one.
struct SearchState {
  var generation = 0
  var text = ""
  var isLoading = false
  var results: SearchResults?
  var error: ErrorViewModel?

  var isActive: Bool { !text.isEmpty }
}
