import TextUIKit

/// One show's details, a view: it draws the view model it is handed and sends back and retry
/// to its store as intents.
@MainActor
final class ShowDetailViewController: TextViewController {
  /// Strong: the screen owns its store; the store tells the screen through a weak observer.
  private let store: Store<ShowDetailState, ShowDetailIntent, ShowDetailEffect>
  private let header = ShowDetailHeaderView()
  private let messageLabel = TextLabel()
  /// The screen loads its show as soon as it is loaded, so it starts out busy.
  private var isLoading = true

  init(store: Store<ShowDetailState, ShowDetailIntent, ShowDetailEffect>) {
    self.store = store
    super.init()
  }

  override func loadView() {
    setView(TextStackView(arrangedSubviews: [header, messageLabel], spacing: 1))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    store.send(.loaded)
  }

  override var isBusy: Bool { isLoading }

  override func handle(_ action: TextControlAction) -> Bool {
    switch action {
    case .back:
      store.send(.backRequested)
    case .retry:
      store.send(.retryRequested)
    default:
      return super.handle(action)
    }
    return true
  }

  func render(_ viewModel: ShowDetailViewModel) {
    isLoading = viewModel.isBusy
    if let content = viewModel.header {
      title = content.title
      header.configure(with: content)
    }
    header.isHidden = viewModel.header == nil
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
