import TVGuidePresenter

/// What a page shows: its presenter's last word.
public enum WebPageState<ViewModel: Equatable & Sendable>: Equatable, Sendable {
  /// Still loading, with the presenter's message.
  case loading(String)
  /// What the presenter displayed.
  case shown(ViewModel)
  /// Why it could not be shown, and what to do.
  case failed(ErrorViewModel)
}
