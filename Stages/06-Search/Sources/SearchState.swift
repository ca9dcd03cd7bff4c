import TVGuideEntity

/// The live search the list is showing instead of the index.
struct SearchState {
  /// The text as typed.
  var query: String
  var isLoading = false
  /// `nil` until the answer arrives.
  var results: [Show]?
  /// Set when the search failed: what happened and what to do.
  var errorMessage: String?
}
