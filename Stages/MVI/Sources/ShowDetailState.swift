import TVGuideEntity

/// Everything the detail screen is at one moment. Only the reducer changes it.
struct ShowDetailState: Equatable {
  /// A detail screen always has a show, so its id is neither optional nor set late.
  let showID: Int
  var show: Show?
  /// The screen loads its show as soon as it is loaded, so it starts out busy.
  var isLoading = true
  var failure: FetchFailure?
  /// Numbers the requests, so that an answer to one given up on is dropped.
  var requestCount = 0

  init(showID: Int) {
    self.showID = showID
  }
}
