import TVGuideInteractor
import TVGuidePresenter
import TextUIKit

/// The show list screen: a search bar, a status line and the table of shows. It shows what
/// its presenter hands it and reports what the user does; it decides nothing.
@MainActor
public final class ShowListViewController: TextViewController {
  /// Strong: this screen owns its presenter, which holds the screen weakly.
  public var output: (any ShowListViewOutput)?

  private let searchBar = TextSearchBar(placeholder: "type a show's name")
  private let statusLabel = TextLabel(numberOfLines: 2)
  private let noticeLabel = TextLabel(style: .warning, numberOfLines: 1)
  private let tableView = TextTableView()
  private let dataSource = ShowListTableDataSource()
  private let rowLineCache: TextRowLineCache?
  private var status: ShowListStatus?
  /// Set from `f` until the presenter shows the outcome: line mode waits for it.
  private var isChangingFollow = false

  /// `rowLineCache` keeps the rows drawn, given by the app that owns it; `nil` keeps none.
  public init(rowLineCache: TextRowLineCache? = nil) {
    self.rowLineCache = rowLineCache
    super.init()
    title = "TV Guide"
    // The bar keeps no more than a query can hold, so a pasted megabyte is neither drawn nor read.
    searchBar.maximumTextBytes = SearchQuery.maximumBytes
  }

  public override func loadView() {
    setView(TextStackView(arrangedSubviews: [searchBar, statusLabel, noticeLabel, tableView]))
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = dataSource
    tableView.delegate = self
    tableView.showsRowNumbers = true
    tableView.rowLineCache = rowLineCache
    searchBar.delegate = self
    output?.viewDidLoad()
  }

  /// Busy until the presenter has shown something, and while it loads.
  public override var isBusy: Bool { isChangingFollow || (status.map { $0.kind == .loading } ?? true) }
  public override var keyboardTableView: TextTableView? { tableView }
  public override var keyboardSearchBar: TextSearchBar? { searchBar }

  public override func handle(_ action: TextControlAction) -> Bool {
    switch action {
    case .retry:
      output?.didRequestRetry()
      return true
    case .nextFilter:
      output?.didRequestNextStatusFilter()
      return true
    case .setFilter(let name):
      output?.didRequestStatusFilter(named: name)
      return true
    case .openFollowing:
      output?.didRequestFollowing()
      return true
    case .toggleFollow(let number):
      let path = number.map { tableView.indexPath(forRowNumber: $0) } ?? tableView.selectedIndexPath
      guard let path else { return false }
      isChangingFollow = true
      output?.didRequestToggleFollow(at: path.row)
      return true
    case .back where !searchBar.text.isEmpty:
      searchBar.cancel()
      return true
    default:
      return super.handle(action)
    }
  }
}

// MARK: - ShowListViewInput

extension ShowListViewController: ShowListViewInput {
  /// Shows the rows, status line and notice; keeps the selection when rows were only appended
  /// (a next page), else selects the first row.
  public func display(_ viewModel: ShowListViewModel) {
    isChangingFollow = false
    let isAppend = viewModel.rows.starts(with: dataSource.rows) && !dataSource.rows.isEmpty
    dataSource.rows = viewModel.rows
    tableView.reloadData()
    if !isAppend, let first = tableView.indexPath(forRowNumber: 1) { tableView.selectRow(at: first) }
    status = viewModel.status
    statusLabel.text = [viewModel.status.message, viewModel.status.hint].compactMap { $0 }
      .joined(separator: " ")
    statusLabel.style = Self.style(for: viewModel.status.kind)
    // One line: an offline answer was not fetched, so it has nothing to warn about saving.
    noticeLabel.text = viewModel.notice ?? viewModel.warning ?? ""
    setNeedsDisplay()
  }

  private static func style(for kind: ShowListStatus.Kind) -> TextStyle {
    switch kind {
    case .failed: .warning
    case .browsing, .loading: .dim
    case .results, .noResults: []
    }
  }
}

// MARK: - Table and search bar

extension ShowListViewController: TextTableViewDelegate, TextSearchBarDelegate {
  /// Tells the presenter which row was opened.
  public func tableView(_ tableView: TextTableView, didSelectRowAt indexPath: TextIndexPath) {
    output?.didSelectRow(at: indexPath.row)
  }

  /// Tells the presenter the selection reached the last row, so it can load the next page.
  public func tableViewDidReachEnd(_ tableView: TextTableView) {
    output?.didReachEndOfList()
  }

  /// Reads the text typed into a query, once, for the presenter, which debounces it.
  public func searchBar(_ searchBar: TextSearchBar, textDidChange searchText: String) {
    output?.searchTextDidChange(SearchQuery(typedInTerminal: searchText))
  }

  /// Tells the presenter the search was cancelled, so it goes back to the index.
  public func searchBarCancelButtonClicked(_ searchBar: TextSearchBar) {
    output?.searchDidCancel()
  }

  /// Passes the bar's text to the presenter as a query to search now.
  public func searchBarSearchButtonClicked(_ searchBar: TextSearchBar) {
    output?.searchDidSubmit(SearchQuery(typedInTerminal: searchBar.text))
  }
}
