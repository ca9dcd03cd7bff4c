import TextUIKit

/// The list of shows, a view: it draws the rows its presenter hands it and tells the
/// presenter what the user does. It decides nothing.
@MainActor
final class ShowListViewController: TextViewController {
  /// Strong: this screen owns its presenter, which holds the screen weakly. Set by the builder.
  var presenter: (any ShowListViewOutput)?
  private let messageLabel = TextLabel(numberOfLines: 2)
  private let tableView = TextTableView()
  private var rows: [ShowRow] = []
  private var isLoading = false

  override init() {
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
    presenter?.viewDidAppear()
  }

  override var isBusy: Bool { isLoading }
  override var keyboardTableView: TextTableView? { tableView }

  override func handle(_ action: TextControlAction) -> Bool {
    guard action == .retry else { return super.handle(action) }
    presenter?.didRequestRetry()
    return true
  }

  private func showMessage(_ message: String, style: TextStyle) {
    messageLabel.text = message
    messageLabel.style = style
    setNeedsDisplay()
  }
}

// MARK: - ShowListViewInput

extension ShowListViewController: ShowListViewInput {
  func displayLoading(_ message: String) {
    isLoading = true
    showMessage(message, style: .dim)
  }

  func display(_ rows: [ShowRow]) {
    isLoading = false
    self.rows = rows
    tableView.reloadData()
    showMessage("", style: [])
  }

  func displayError(_ message: String) {
    isLoading = false
    showMessage(message, style: .warning)
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
    presenter?.didSelectRow(at: indexPath.row)
  }

  func tableViewDidReachEnd(_ tableView: TextTableView) {
    presenter?.didReachEndOfList()
  }
}
