import TVGuideEntity

/// What can happen to the detail screen: what the user does, and what the effects bring back.
enum ShowDetailIntent: Equatable {
  case loaded
  case backRequested
  case retryRequested
  case showLoaded(request: Int, Show)
  case showFailed(request: Int, FetchFailure)
}
