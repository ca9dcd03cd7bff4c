import TextUIKit

/// One show's details, a view: it prints the view model its presenter hands it.
@MainActor
final class ShowDetailViewController: TextViewController {
  /// Strong: this screen owns its presenter, which holds the screen weakly. Set by the builder.
  var presenter: (any ShowDetailViewOutput)?
  private let header = ShowDetailHeaderView()
  private let messageLabel = TextLabel()
  /// The screen loads its show as soon as it is loaded, so it starts out busy.
  private var isLoading = true

  override func loadView() {
    setView(TextStackView(arrangedSubviews: [header, messageLabel], spacing: 1))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    presenter?.viewDidLoad()
  }

  override var isBusy: Bool { isLoading }

  override func handle(_ action: TextControlAction) -> Bool {
    switch action {
    case .back:
      presenter?.didRequestBack()
    case .retry:
      presenter?.didRequestRetry()
    default:
      return super.handle(action)
    }
    return true
  }

  private func showMessage(_ message: String, style: TextStyle) {
    header.isHidden = true
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
    messageLabel.isHidden = true
    setNeedsDisplay()
  }

  func displayError(_ message: String) {
    isLoading = false
    showMessage(message, style: .warning)
  }
}
