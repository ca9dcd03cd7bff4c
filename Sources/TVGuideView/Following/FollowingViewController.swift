import TVGuidePresenter
import TextUIKit

/// The following screen: the agenda of the followed shows' next episodes by day, then the
/// shows with no date. Enter opens a show, `f` stops following it.
@MainActor
public final class FollowingViewController: TextViewController {
  /// Strong: this screen owns its presenter, which holds the screen weakly.
  public var output: (any FollowingViewOutput)?

  private let headline = TextLabel()
  /// What the list could not give as asked (a show left out); hidden when it gave everything.
  private let warning = TextLabel()
  /// From when the list is measured, when it is not now (inside the bundled catalog).
  private let notice = TextLabel(style: .dim)
  private let tableView = TextTableView()
  private let dataSource = FollowingTableDataSource()
  private let rowLineCache: TextRowLineCache?
  /// The screen loads as soon as it appears, so it starts out busy.
  private var isLoading = true

  /// `rowLineCache` keeps the rows drawn, given by the app that owns it; `nil` keeps none.
  public init(rowLineCache: TextRowLineCache? = nil) {
    self.rowLineCache = rowLineCache
  }

  public override func loadView() {
    setView(TextStackView(arrangedSubviews: [headline, notice, warning, tableView], spacing: 1))
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Following"
    warning.style = .warning
    warning.isHidden = true
    notice.isHidden = true
    tableView.sectionSpacing = 1
    tableView.dataSource = dataSource
    tableView.delegate = self
    tableView.showsRowNumbers = true
    tableView.rowLineCache = rowLineCache
  }

  /// Loads each time the screen shows: a show opened from it may have changed its marks.
  public override func viewWillAppear() {
    super.viewWillAppear()
    isLoading = true
    output?.viewWillAppear()
  }

  public override var isBusy: Bool { isLoading }
  public override var keyboardTableView: TextTableView? { tableView }

  public override func handle(_ action: TextControlAction) -> Bool {
    switch action {
    case .back:
      output?.didRequestBack()
    case .retry:
      output?.didRequestRetry()
    case .toggleFollow(let number):
      guard let row = row(numbered: number) else { return false }
      // Busy until the list is shown again: line mode waits for the outcome.
      isLoading = true
      output?.didRequestUnfollow(at: row)
    default:
      return super.handle(action)
    }
    return true
  }

  /// The row with on-screen number `number` (line mode), else the selected one.
  private func row(numbered number: Int?) -> Int? {
    guard let number else { return tableView.selectedIndexPath.map(dataSource.rowIndex(at:)) }
    return tableView.indexPath(forRowNumber: number).map(dataSource.rowIndex(at:))
  }
}

// MARK: - Table

extension FollowingViewController: TextTableViewDelegate {
  /// Tells the presenter which row was opened.
  public func tableView(_ tableView: TextTableView, didSelectRowAt indexPath: TextIndexPath) {
    output?.didSelectRow(at: dataSource.rowIndex(at: indexPath))
  }
}

// MARK: - FollowingViewInput

extension FollowingViewController: FollowingViewInput {
  /// Hides the rows and shows `message` dimmed while the shows load.
  public func displayLoading(_ message: String) {
    isLoading = true
    show(message: message, style: .dim)
  }

  /// Shows the headline and the rows.
  public func display(_ viewModel: FollowingViewModel) {
    isLoading = false
    headline.text = viewModel.headline
    headline.style = []
    warning.text = viewModel.warning ?? ""
    warning.isHidden = viewModel.warning == nil
    notice.text = viewModel.notice ?? ""
    notice.isHidden = viewModel.notice == nil
    dataSource.undatedHeading = viewModel.isAgenda ? viewModel.undatedHeading : nil
    dataSource.days = viewModel.agenda
    dataSource.rows = viewModel.rows
    tableView.reloadData()
    if let first = tableView.indexPath(forRowNumber: 1) { tableView.selectRow(at: first) }
    tableView.isHidden = viewModel.rows.isEmpty
    setNeedsDisplay()
  }

  /// Hides the rows and shows the error's message and hint as a warning.
  public func displayError(_ error: ErrorViewModel) {
    isLoading = false
    show(message: "\(error.message) \(error.hint)", style: .warning)
  }

  private func show(message: String, style: TextStyle) {
    tableView.isHidden = true
    warning.isHidden = true
    notice.isHidden = true
    headline.text = message
    headline.style = style
    setNeedsDisplay()
  }
}
