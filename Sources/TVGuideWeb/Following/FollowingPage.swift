import TVGuidePresenter

/// The followed shows as a web page (`/following`, `/next`), or the outcome of a Follow or
/// Watched button: the view of the following module for one request. It keeps what its
/// presenter last displayed and writes it as HTML when asked.
@MainActor
public final class FollowingPage: FollowingViewInput {
  /// The list the page shows.
  public let list: FollowingList
  /// What the presenter last displayed.
  public private(set) var state: WebPageState<FollowingViewModel> = .loading("Loading…")
  private let token: WebFormToken

  /// A page of `list`, whose Unfollow buttons post `token`.
  public init(list: FollowingList, token: WebFormToken) {
    self.list = list
    self.token = token
  }

  /// Keeps the loading message.
  public func displayLoading(_ message: String) {
    state = .loading(message)
  }

  /// Keeps the followed shows, or what a button changed.
  public func display(_ viewModel: FollowingViewModel) {
    state = .shown(viewModel)
  }

  /// Keeps the failure.
  public func displayError(_ error: ErrorViewModel) {
    state = .failed(error)
  }

  /// The list as written now.
  public var page: WebDocument {
    FollowingPageWriter(list: list, token: token).page(for: state)
  }

  /// Where a button's post goes once the presenter is done with `action`: to the page it
  /// names when the change was made, else the failure's page.
  public func outcome(after action: WebAction) -> WebActionOutcome {
    guard case .failed(let error) = state else { return .redirect(WebRouter().address(after: action)) }
    return .failed(FollowingPageWriter(list: list, token: token).failure(error, retry: nil))
  }
}
