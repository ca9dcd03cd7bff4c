import TextUIKit

/// The list of shows, a view: it draws what its view model's state says and turns what the
/// user does into the view model's commands. It decides nothing.
@MainActor
final class ShowListViewController: TextViewController {
  /// Strong: the screen owns its view model, which knows nothing of the screen.
  private let viewModel: ShowListViewModel
  private let messageLabel = TextLabel(numberOfLines: 2)
  private let tableView = TextTableView()
  /// The rows as last drawn, and whether the state drawn was busy: line mode waits on it.
  private var rows: [ShowRow] = []
  private var isLoading = false

  init(viewModel: ShowListViewModel) {
    self.viewModel = viewModel
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
    ViewBinding.bind(self) { $0.render() }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    viewModel.appear()
    // Busy from now until the binding draws the answer, so line mode waits for it.
    isLoading = viewModel.isLoading
  }

  override var isBusy: Bool { isLoading }
  override var keyboardTableView: TextTableView? { tableView }

  override func handle(_ action: TextControlAction) -> Bool {
    guard action == .retry else { return super.handle(action) }
    viewModel.retry()
    return true
  }

  /// Draws the view model's state; the binding calls it again after every change.
  private func render() {
    isLoading = viewModel.isLoading
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
    viewModel.selectRow(at: indexPath.row)
  }

  func tableViewDidReachEnd(_ tableView: TextTableView) {
    viewModel.loadMore()
  }
}
