import TVGuidePresenter

/// What a show's page shows: the presenter's last word.
public enum ShowDetailPageState: Equatable, Sendable {
  /// Still loading, with the presenter's message.
  case loading(String)
  /// The show.
  case shown(ShowDetailViewModel)
  /// Why the show could not be shown.
  case failed(ErrorViewModel)
}
