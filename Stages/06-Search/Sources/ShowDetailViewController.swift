import TextUIKit

/// One show's details, a view: the header block and the episodes, one table section per
/// season. The table is the stack's flexible view, so it scrolls under a header that keeps
/// its place: the viewport the original app had to build from a height constraint.
@MainActor
final class ShowDetailViewController: TextViewController {
  /// Strong: this screen owns its presenter, which holds the screen weakly. Set by the builder.
  var presenter: (any ShowDetailViewOutput)?
  private let header = ShowDetailHeaderView()
  private let messageLabel = TextLabel()
  private let tableView = TextTableView()
  private var sections: [SeasonSection] = []
  /// The screen loads its show as soon as it is loaded, so it starts out busy.
  private var isLoading = true

  override func loadView() {
    setView(TextStackView(arrangedSubviews: [header, messageLabel, tableView], spacing: 1))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.sectionSpacing = 1
    presenter?.viewDidLoad()
  }

  override var isBusy: Bool { isLoading }
  override var keyboardTableView: TextTableView? { tableView }

  override func handle(_ action: TextControlAction) -> Bool {
    switch action {
    case .back:
      presenter?.didRequestBack()
    case .retry:
      presenter?.didRequestRetry()
    case .activate, .openRow:
      // Episodes do not open: the table only scrolls.
      return false
    default:
      return super.handle(action)
    }
    return true
  }

  private func showMessage(_ message: String, style: TextStyle) {
    header.isHidden = true
    tableView.isHidden = true
    messageLabel.text = message
    messageLabel.style = style
    messageLabel.isHidden = false
    setNeedsDisplay()
  }
}

// MARK: - ShowDetailViewInput

extension ShowDetailViewController: ShowDetailViewInput {
  func displayLoading(_ message: String) {
    isLoading = true
    showMessage(message, style: .dim)
  }

  func display(_ viewModel: ShowDetailViewModel) {
    isLoading = false
    title = viewModel.title
    header.configure(with: viewModel)
    header.isHidden = false
    sections = viewModel.sections
    tableView.reloadData()
    tableView.isHidden = sections.isEmpty
    messageLabel.text = viewModel.noEpisodesMessage
    messageLabel.style = .dim
    messageLabel.isHidden = !sections.isEmpty
    setNeedsDisplay()
  }

  func displayError(_ message: String) {
    isLoading = false
    showMessage(message, style: .warning)
  }
}

// MARK: - Table

extension ShowDetailViewController: TextTableViewDataSource {
  func numberOfSections(in tableView: TextTableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: TextTableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  func tableView(_ tableView: TextTableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  func tableView(_ tableView: TextTableView, cellForRowAt indexPath: TextIndexPath) -> TextTableViewCell {
    let row = sections[indexPath.section].rows[indexPath.row]
    return TextTableViewCell(columns: [
      TextColumn(row.code, width: .fixed(8), style: row.isSpecial ? .accent : []),
      TextColumn(row.title, width: .flexible(minimum: 10)),
      TextColumn(row.airdate, width: .fixed(12), alignment: .right, priority: 500),
      TextColumn(row.runtime, width: .fixed(10), alignment: .right, style: .dim, priority: 400),
    ])
  }
}
