import TextUIKit

/// The list of shows, a view: it draws the view model it is handed and sends what the user
/// does to its store as intents. It decides nothing.
@MainActor
final class ShowListViewController: TextViewController {
  /// Strong: the screen owns its store; the store tells the screen through a weak observer.
  private let store: Store<ShowListState, ShowListIntent, ShowListEffect>
  private let messageLabel = TextLabel(numberOfLines: 2)
  private let tableView = TextTableView()
  private var rows: [ShowRow] = []
  private var isLoading = false

  init(store: Store<ShowListState, ShowListIntent, ShowListEffect>) {
    self.store = store
    super.init()
    title = "TV Guide"
  }

  override func loadView() {
    setView(TextStackView(arrangedSubviews: [messageLabel, tableView]))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.delegate = self
    tableView.showsRowNumbers = true
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    store.send(.appeared)
  }

  override var isBusy: Bool { isLoading }
  override var keyboardTableView: TextTableView? { tableView }

  override func handle(_ action: TextControlAction) -> Bool {
    guard action == .retry else { return super.handle(action) }
    store.send(.retryRequested)
    return true
  }

  func render(_ viewModel: ShowListViewModel) {
    isLoading = viewModel.isBusy
    if viewModel.rows != rows {
      rows = viewModel.rows
      tableView.reloadData()
    }
    switch viewModel.message {
    case .none: show("", style: [])
    case .progress(let text): show(text, style: .dim)
    case .failure(let text): show(text, style: .warning)
    }
  }

  private func show(_ message: String, style: TextStyle) {
    messageLabel.text = message
    messageLabel.style = style
    setNeedsDisplay()
  }
}

// MARK: - Table

extension ShowListViewController: TextTableViewDataSource, TextTableViewDelegate {
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
    store.send(.rowSelected(index: indexPath.row))
  }

  func tableViewDidReachEnd(_ tableView: TextTableView) {
    store.send(.endReached)
  }
}
