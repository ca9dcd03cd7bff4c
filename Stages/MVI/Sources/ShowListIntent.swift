import TVGuideEntity

/// What can happen to the list: what the user does, and what the effects bring back.
enum ShowListIntent: Equatable {
  case appeared
  case rowSelected(index: Int)
  case endReached
  case retryRequested
  case pageLoaded(request: Int, page: Int, shows: [Show])
  case pageFailed(request: Int, page: Int, FetchFailure)
}
