import TextUIKit

/// The list of shows, a view: a search bar, a status line and the table. It draws what its
/// presenter hands it and reports what the user types and picks; it decides nothing.
@MainActor
final class ShowListViewController: TextViewController {
  /// Strong: this screen owns its presenter, which holds the screen weakly. Set by the builder.
  var presenter: (any ShowListViewOutput)?
  private let searchBar = TextSearchBar(placeholder: "type a show's name")
  private let statusLabel = TextLabel(numberOfLines: 2)
  private let tableView = TextTableView()
  private var rows: [ShowRow] = []
  private var status: ShowListStatus?

  override init() {
    super.init()
    title = "TV Guide"
  }

  override func loadView() {
    setView(TextStackView(arrangedSubviews: [searchBar, statusLabel, tableView]))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.delegate = self
    tableView.showsRowNumbers = true
    searchBar.delegate = self
    presenter?.viewDidLoad()
  }

  /// Busy until the presenter has shown something, and while it loads.
  override var isBusy: Bool { status.map { $0.kind == .loading } ?? true }
  override var keyboardTableView: TextTableView? { tableView }
  override var keyboardSearchBar: TextSearchBar? { searchBar }

  override func handle(_ action: TextControlAction) -> Bool {
    switch action {
    case .retry:
      presenter?.didRequestRetry()
      return true
    case .back where !searchBar.text.isEmpty:
      searchBar.cancel()
      return true
    default:
      return super.handle(action)
    }
  }

  private static func style(for kind: ShowListStatus.Kind) -> TextStyle {
    switch kind {
    case .failed: .warning
    case .browsing, .loading: .dim
    case .results, .noResults: []
    }
  }
}

// MARK: - ShowListViewInput

extension ShowListViewController: ShowListViewInput {
  func display(_ viewModel: ShowListViewModel) {
    // More rows after the same ones keep the selection; a new list starts at the top.
    let isAppend = viewModel.rows.starts(with: rows) && !rows.isEmpty
    rows = viewModel.rows
    tableView.reloadData()
    if !isAppend, let first = tableView.indexPath(forRowNumber: 1) { tableView.selectRow(at: first) }
    status = viewModel.status
    statusLabel.text = viewModel.status.message
    statusLabel.style = Self.style(for: viewModel.status.kind)
    setNeedsDisplay()
  }
}

// MARK: - Table and search bar

extension ShowListViewController: TextTableViewDataSource, TextTableViewDelegate, TextSearchBarDelegate {
  func tableView(_ tableView: TextTableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TextTableView, cellForRowAt indexPath: TextIndexPath) -> TextTableViewCell {
    let row = rows[indexPath.row]
    return TextTableViewCell(columns: [
      TextColumn(row.name, width: .flexible(minimum: 12)),
      TextColumn(row.year, width: .fixed(5), priority: 300),
      TextColumn(row.rating, width: .fixed(13), priority: 500),
      TextColumn(row.status, width: .fixed(12), style: .dim, priority: 200),
      TextColumn(row.channel, width: .fixed(14), priority: 400),
    ])
  }

  func tableView(_ tableView: TextTableView, didSelectRowAt indexPath: TextIndexPath) {
    presenter?.didSelectRow(at: indexPath.row)
  }

  func tableViewDidReachEnd(_ tableView: TextTableView) {
    presenter?.didReachEndOfList()
  }

  func searchBar(_ searchBar: TextSearchBar, textDidChange searchText: String) {
    presenter?.searchTextDidChange(searchText)
  }

  func searchBarCancelButtonClicked(_ searchBar: TextSearchBar) {
    presenter?.searchDidCancel()
  }
}
