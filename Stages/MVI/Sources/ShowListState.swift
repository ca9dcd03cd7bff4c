import TVGuideEntity

/// Everything the list screen is at one moment. Only the reducer changes it.
struct ShowListState: Equatable {
  var shows: [Show] = []
  /// The next page of the index to ask for; `nil` once the index has ended.
  var nextPage: Int? = 0
  var isLoading = false
  var failure: FetchFailure?
  /// The request under way, or the last one; `requestCount` numbers them.
  var request: PageRequest?
  var requestCount = 0
}
