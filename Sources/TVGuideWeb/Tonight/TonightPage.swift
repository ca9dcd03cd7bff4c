import TVGuideInteractor
import TVGuidePresenter

/// A day's schedule as a web page (`/tonight`): the view of the tonight module for one request.
/// It keeps what its presenter displayed and writes it as HTML when asked.
@MainActor
public final class TonightPage: TonightViewInput {
  /// What the address asked for: the form shows it.
  public let query: TonightQuery
  /// What the presenter displayed.
  public private(set) var state: WebPageState<TonightViewModel> = .loading("Loading the schedule…")

  /// A page for `query`, loading until its presenter displays the schedule.
  public init(query: TonightQuery) {
    self.query = query
  }

  /// Keeps the schedule.
  public func display(_ viewModel: TonightViewModel) {
    state = .shown(viewModel)
  }

  /// Keeps the failure.
  public func displayError(_ error: ErrorViewModel) {
    state = .failed(error)
  }

  /// The page as written now.
  public var page: WebDocument {
    TonightPageWriter(query: query).page(for: state)
  }
}
