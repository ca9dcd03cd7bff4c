import TVGuidePresenter

/// A show with its seasons as a web page: the view of the show detail module for one
/// request. It keeps what its presenter last displayed and writes it as HTML when asked.
@MainActor
public final class ShowDetailPage: ShowDetailViewInput {
  /// The show's id, as the address names it.
  public let showID: Int
  /// What the presenter last displayed.
  public private(set) var state: ShowDetailPageState = .loading("Loading…")
  private let token: WebFormToken?

  /// A page for show `showID`, loading until its presenter displays the show; with `token`,
  /// the server's, it has Follow and Watched buttons that post it.
  public init(showID: Int, token: WebFormToken? = nil) {
    self.showID = showID
    self.token = token
  }

  /// Keeps the loading message.
  public func displayLoading(_ message: String) {
    state = .loading(message)
  }

  /// Keeps the show.
  public func display(_ viewModel: ShowDetailViewModel) {
    state = .shown(viewModel)
  }

  /// Keeps the failure.
  public func displayError(_ error: ErrorViewModel) {
    state = .failed(error)
  }

  /// The page as written now.
  public var page: WebDocument {
    ShowDetailPageWriter(showID: showID, token: token).page(for: state)
  }
}
