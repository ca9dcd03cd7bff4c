import TextUIKit

/// One show's details, a view: it draws what its view model's state says and turns back and
/// retry into the view model's commands.
@MainActor
final class ShowDetailViewController: TextViewController {
  /// Strong: the screen owns its view model, which knows nothing of the screen.
  private let viewModel: ShowDetailViewModel
  private let header = ShowDetailHeaderView()
  private let messageLabel = TextLabel()
  /// Whether the state last drawn was busy; the screen loads its show at once, so it starts so.
  private var isLoading = true

  init(viewModel: ShowDetailViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  override func loadView() {
    setView(TextStackView(arrangedSubviews: [header, messageLabel], spacing: 1))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    ViewBinding.bind(self) { $0.render() }
    viewModel.load()
  }

  override var isBusy: Bool { isLoading }

  override func handle(_ action: TextControlAction) -> Bool {
    switch action {
    case .back:
      viewModel.back()
    case .retry:
      viewModel.retry()
    default:
      return super.handle(action)
    }
    return true
  }

  /// Draws the view model's state; the binding calls it again after every change.
  private func render() {
    isLoading = viewModel.isLoading
    if let content = viewModel.content {
      title = content.title
      header.configure(with: content)
    }
    header.isHidden = viewModel.content == nil
    switch viewModel.message {
    case .none: messageLabel.isHidden = true
    case .progress(let text): show(text, style: .dim)
    case .failure(let text): show(text, style: .warning)
    }
    setNeedsDisplay()
  }

  private func show(_ message: String, style: TextStyle) {
    messageLabel.text = message
    messageLabel.style = style
    messageLabel.isHidden = false
  }
}
