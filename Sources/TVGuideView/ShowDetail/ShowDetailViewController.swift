import TVGuidePresenter
import TextUIKit

/// The detail screen: the show's header block and its episodes, one section per season.
/// The header is the table's header view, so it scrolls away as the selection moves down
/// the episodes: the original app got the same by putting the table, with its own scrolling
/// turned off and its height pinned to its content, inside a scroll view.
@MainActor
public final class ShowDetailViewController: TextViewController {
  /// Strong: this screen owns its presenter, which holds the screen weakly.
  public var output: (any ShowDetailViewOutput)?

  private let header = ShowDetailHeaderView(summaryLines: 6)
  private let messageLabel = TextLabel()
  private let tableView = TextTableView()
  private let dataSource = SeasonTableDataSource()
  private let rowLineCache: TextRowLineCache?
  /// The screen loads its show as soon as it appears, so it starts out busy.
  private var isLoading = true

  /// `rowLineCache` keeps the rows drawn, given by the app that owns it; `nil` keeps none.
  public init(rowLineCache: TextRowLineCache? = nil) {
    self.rowLineCache = rowLineCache
  }

  public override func loadView() {
    setView(TextStackView(arrangedSubviews: [tableView, messageLabel], spacing: 1))
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.tableHeaderView = header
    tableView.dataSource = dataSource
    tableView.sectionSpacing = 1
    tableView.rowLineCache = rowLineCache
    output?.viewDidLoad()
  }

  public override var isBusy: Bool { isLoading }
  public override var keyboardTableView: TextTableView? { tableView }

  public override func handle(_ action: TextControlAction) -> Bool {
    switch action {
    case .back:
      output?.didRequestBack()
    case .retry:
      output?.didRequestRetry()
    case .toggleFollow(nil):
      // Busy until the show is shown again: line mode waits for the outcome.
      isLoading = true
      output?.didRequestToggleFollow()
    case .toggleWatched(let code):
      guard let path = code.map(indexPath(ofEpisode:)) ?? tableView.selectedIndexPath else { return false }
      isLoading = true
      output?.didRequestToggleWatched(section: path.section, row: path.row)
    case .activate, .openRow:
      return false
    default:
      return super.handle(action)
    }
    return true
  }

  /// Says which part of `follow N` or `watched SxxEyy` this screen cannot do: it follows the
  /// show on screen, and marks its episodes by their codes.
  public override func refusal(of action: TextControlAction) -> String? {
    switch action {
    case .toggleFollow(.some):
      return "a show's screen follows the show on screen: type follow alone."
    case .toggleWatched(let code?):
      let typed = LineCommand.echo(code.uppercased())
      guard code.wholeMatch(of: /[Ss][0-9]{1,4}[Ee][0-9]{1,4}/) != nil else {
        return "name the episode by its code, as in watched S01E05, not \(typed)."
      }
      return "\(title ?? "this show") has no episode \(typed)."
    default:
      return super.refusal(of: action)
    }
  }

  /// The row of the episode whose code is `code` (`s01e05` as typed), if the table has it.
  private func indexPath(ofEpisode code: String) -> TextIndexPath? {
    let wanted = code.uppercased()
    for (section, season) in dataSource.sections.enumerated() {
      for row in 0..<season.rows.count where season.rows[row].code == wanted {
        return TextIndexPath(row: row, section: section)
      }
    }
    return nil
  }
}

// MARK: - ShowDetailViewInput

extension ShowDetailViewController: ShowDetailViewInput {
  /// Hides the show and shows `message` dimmed while the show loads.
  public func displayLoading(_ message: String) {
    isLoading = true
    show(message: message, style: .dim)
  }

  /// Shows the header and the season table, or the message that there are no episodes.
  public func display(_ viewModel: ShowDetailViewModel) {
    isLoading = false
    title = viewModel.title
    header.configure(with: viewModel)
    header.isHidden = false
    dataSource.sections = viewModel.sections
    tableView.reloadData()
    tableView.isHidden = false
    messageLabel.text = viewModel.noEpisodesMessage
    messageLabel.style = .dim
    messageLabel.isHidden = !viewModel.sections.isEmpty
    setNeedsDisplay()
  }

  /// Hides the show and shows the error's message and hint as a warning.
  public func displayError(_ error: ErrorViewModel) {
    isLoading = false
    show(message: "\(error.message) \(error.hint)", style: .warning)
  }

  private func show(message: String, style: TextStyle) {
    header.isHidden = true
    tableView.isHidden = true
    messageLabel.text = message
    messageLabel.style = style
    messageLabel.isHidden = false
    setNeedsDisplay()
  }
}
