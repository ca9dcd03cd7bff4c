import TVGuideEntity
import TextUIKit

import struct TVGuidePresenter.CalendarDateFormatter
import struct TVGuidePresenter.ErrorMessageFormatter
import struct TVGuidePresenter.HTMLSummaryFormatter
import struct TVGuidePresenter.ListFormatter
import struct TVGuidePresenter.RatingFormatter
import struct TVGuidePresenter.RuntimeFormatter
import struct TVGuidePresenter.ScheduleFormatter
import struct TVGuidePresenter.StatusFormatter
import struct TVGuidePresenter.TerminalTextSanitizer

/// One show's details. Like the list, it fetches its show itself, turns every value into
/// text and decides what the header says.
@MainActor
final class ShowDetailViewController: TextViewController {
  /// Set by the list before the screen is shown.
  var showID: Int!
  var delegate: (any ShowDetailViewControllerDelegate)?
  private let networkManager: NetworkManager
  private let header = ShowDetailHeaderView()
  private let messageLabel = TextLabel()
  /// The screen loads its show as soon as it is loaded, so it starts out busy.
  private var isLoading = true
  private var retryLastRequest: (() -> Void)?

  init(networkManager: NetworkManager) {
    self.networkManager = networkManager
    super.init()
  }

  override func loadView() {
    setView(TextStackView(arrangedSubviews: [header, messageLabel], spacing: 1))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    loadShow()
  }

  override var isBusy: Bool { isLoading }

  override func handle(_ action: TextControlAction) -> Bool {
    switch action {
    case .back:
      delegate?.showDetailViewControllerDidRequestClose(self)
    case .retry:
      retryLastRequest?()
    default:
      return super.handle(action)
    }
    return true
  }

  private func loadShow() {
    isLoading = true
    showMessage("Loading show…", style: .dim)
    networkManager.fetchShow(id: showID) { result in
      self.isLoading = false
      switch result {
      case .success(let show):
        self.retryLastRequest = nil
        self.display(show)
      case .failure(let error):
        let message = ErrorMessageFormatter().viewModel(for: error)
        self.showMessage("\(message.message) \(message.hint)", style: .warning)
        self.retryLastRequest = { self.loadShow() }
      }
    }
  }

  private func display(_ show: Show) {
    let sanitizer = TerminalTextSanitizer(mode: .singleLine)
    let name = sanitizer.sanitize(show.name)
    title = name.isEmpty ? "Untitled show" : name
    header.title = title ?? ""
    header.genres = ListFormatter().text(for: show.genres)
    header.facts = facts(about: show)
    header.summary = HTMLSummaryFormatter().plainText(fromHTML: show.summaryHTML) ?? "No summary available."
    header.isHidden = false
    messageLabel.isHidden = true
    setNeedsDisplay()
  }

  /// The labelled lines under the name; a fact TVMaze does not know is left out.
  private func facts(about show: Show) -> [(label: String, value: String)] {
    let sanitizer = TerminalTextSanitizer(mode: .singleLine)
    let dates = CalendarDateFormatter()
    let status = [
      StatusFormatter().text(for: show.status), dates.yearSpan(premiered: show.premiered, ended: show.ended),
    ]
    var channel = sanitizer.sanitize(show.channel?.name ?? "")
    if let country = show.channel?.country.map({ sanitizer.sanitize($0.name) }), !country.isEmpty,
      !channel.isEmpty
    {
      channel += " (\(country))"
    }
    let candidates: [(String, String?)] = [
      ("Rating", RatingFormatter().text(for: show.rating)),
      ("Schedule", ScheduleFormatter().text(for: show.schedule, channel: show.channel)),
      ("Status", status.compactMap { $0 }.joined(separator: " · ")),
      (show.network == nil ? "Web channel" : "Network", channel),
      ("Runtime", RuntimeFormatter().text(runtime: show.runtime, averageRuntime: show.averageRuntime)),
      ("Premiered", show.premiered.map(dates.text(for:))),
      ("Language", show.language.map(sanitizer.sanitize)),
    ]
    return candidates.compactMap { label, value in
      guard let value, !value.isEmpty else { return nil }
      return (label, value)
    }
  }

  private func showMessage(_ message: String, style: TextStyle) {
    header.isHidden = true
    messageLabel.text = message
    messageLabel.style = style
    messageLabel.isHidden = false
    setNeedsDisplay()
  }
}
