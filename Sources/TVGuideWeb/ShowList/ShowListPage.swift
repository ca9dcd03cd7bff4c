import TVGuidePresenter

/// The show list as a web page: the view of the show list module for one request. Its
/// presenter hands it view models as it would the terminal's screen; it keeps the last one
/// and writes it as HTML when the server asks.
@MainActor
public final class ShowListPage: ShowListViewInput {
  /// What the request asked for: the form and the paging links show it.
  public let query: ShowListQuery
  /// The last view model the presenter displayed.
  public private(set) var viewModel: ShowListViewModel?

  /// A page for `query`, empty until its presenter displays the list.
  public init(query: ShowListQuery) {
    self.query = query
  }

  /// Keeps `viewModel` as what the page shows.
  public func display(_ viewModel: ShowListViewModel) {
    self.viewModel = viewModel
  }

  /// The page as written now.
  public var page: WebDocument {
    ShowListPageWriter(query: query).page(for: viewModel)
  }
}
