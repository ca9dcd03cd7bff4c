import TVGuideEntity
import TextUIKit

import enum TVGuideInteractor.ShowDataError
import struct TVGuidePresenter.ErrorMessageFormatter
import struct TVGuidePresenter.RatingFormatter
import struct TVGuidePresenter.StatusFormatter
import struct TVGuidePresenter.TerminalTextSanitizer

/// The list of shows. In MVC the view controller does it all: it asks the network manager
/// for pages, keeps the shows, formats every row, fills the table and opens the detail.
@MainActor
final class ShowListViewController: TextViewController {
  private let networkManager: NetworkManager
  private let messageLabel = TextLabel(numberOfLines: 2)
  private let tableView = TextTableView()
  private var items: [Show] = []
  /// The next page of the index to ask for; `nil` once the index has ended.
  private var nextPage: Int? = 0
  private var isLoading = false
  private var retryLastRequest: (() -> Void)?

  init(networkManager: NetworkManager) {
    self.networkManager = networkManager
    super.init()
    title = "TV Guide"
    tableView.dataSource = self
    tableView.delegate = self
    tableView.showsRowNumbers = true
  }

  override func loadView() {
    setView(TextStackView(arrangedSubviews: [messageLabel, tableView]))
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    // The original asked for the shows each time the list appeared, coming back included.
    loadShows(page: 0, replacingList: true)
  }

  override var isBusy: Bool { isLoading }
  override var keyboardTableView: TextTableView? { tableView }

  override func handle(_ action: TextControlAction) -> Bool {
    guard action == .retry else { return super.handle(action) }
    retryLastRequest?()
    return true
  }

  private func loadShows(page: Int, replacingList: Bool) {
    isLoading = true
    messageLabel.text = "Loading shows…"
    messageLabel.style = .dim
    setNeedsDisplay()
    networkManager.fetchShows(page: page) { result in
      self.isLoading = false
      self.retryLastRequest = nil
      switch result {
      case .success(let pageShows):
        let sorted = pageShows.sorted { $0.id < $1.id }
        self.items = replacingList ? sorted : self.items + sorted
        self.nextPage = page + 1
        self.messageLabel.text = ""
        // The index has gaps: an empty page is skipped, so "more" always brings shows.
        if sorted.isEmpty { self.loadShows(page: page + 1, replacingList: false) }
      case .failure(ShowDataError.pageNotFound) where page > 0:
        self.nextPage = nil
        self.messageLabel.text = ""
      case .failure(let error):
        let message = ErrorMessageFormatter().viewModel(for: error)
        self.messageLabel.text = "\(message.message) \(message.hint)"
        self.messageLabel.style = .warning
        self.retryLastRequest = { self.loadShows(page: page, replacingList: replacingList) }
      }
      self.tableView.reloadData()
      self.setNeedsDisplay()
    }
  }
}

// MARK: - Table

extension ShowListViewController: TextTableViewDataSource, TextTableViewDelegate {
  func tableView(_ tableView: TextTableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TextTableView, cellForRowAt indexPath: TextIndexPath) -> TextTableViewCell {
    let show = items[indexPath.row]
    let sanitizer = TerminalTextSanitizer(mode: .singleLine)
    let name = sanitizer.sanitize(show.name)
    let channel = sanitizer.sanitize(show.channel?.name ?? "")
    return TextTableViewCell(columns: [
      TextColumn(name.isEmpty ? "Untitled show" : name, width: .flexible(minimum: 12)),
      TextColumn(show.premiered.map { String($0.year) } ?? "—", width: .fixed(5), priority: 300),
      TextColumn(RatingFormatter().text(for: show.rating), width: .fixed(13), priority: 500),
      TextColumn(StatusFormatter().text(for: show.status), width: .fixed(12), style: .dim, priority: 200),
      TextColumn(channel.isEmpty ? "—" : channel, width: .fixed(14), priority: 400),
    ])
  }

  func tableView(_ tableView: TextTableView, didSelectRowAt indexPath: TextIndexPath) {
    let detail = ShowDetailViewController(networkManager: networkManager)
    detail.showID = items[indexPath.row].id
    detail.delegate = self
    navigationController?.push(detail)
  }

  func tableViewDidReachEnd(_ tableView: TextTableView) {
    guard let nextPage, !isLoading else { return }
    loadShows(page: nextPage, replacingList: false)
  }
}

// MARK: - Detail screen

extension ShowListViewController: ShowDetailViewControllerDelegate {
  func showDetailViewControllerDidRequestClose(_ viewController: ShowDetailViewController) {
    navigationController?.popViewController()
  }
}
