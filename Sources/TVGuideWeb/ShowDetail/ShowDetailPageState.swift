import TVGuidePresenter

/// What a show's page shows: the presenter's last word.
public typealias ShowDetailPageState = WebPageState<ShowDetailViewModel>
