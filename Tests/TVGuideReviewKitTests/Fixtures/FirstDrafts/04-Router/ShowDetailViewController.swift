import TextUIKit

/// The detail screen of the first draft; the router above creates it.
@MainActor
final class ShowDetailViewController: TextViewController {
  var presenter: ShowDetailPresenter?
}
