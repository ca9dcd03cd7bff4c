import Foundation
import TextUIKit

import enum TVGuideInteractor.ShowDataError

/// The list of shows. In MVC the view controller does it all: it asks the network manager
/// for pages, keeps the shows, turns every value of a row into text, cleans what a terminal
/// would obey out of it, fills the table and opens the detail.
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
        self.messageLabel.text = self.errorText(for: error)
        self.messageLabel.style = .warning
        self.retryLastRequest = { self.loadShows(page: page, replacingList: replacingList) }
      }
      self.tableView.reloadData()
      self.setNeedsDisplay()
    }
  }

  // MARK: - Turning values into text

  /// Five stars and the number, `★★★★☆ 8.2`; a rating outside TVMaze's 0–10 is a fault in
  /// the data, not a score to draw.
  private func ratingText(for rating: Double?) -> String {
    guard let rating, rating.isFinite, (0...10).contains(rating) else { return "Not rated yet" }
    // Stars come from the number as printed, so `6.95` and `7.0` get the same stars.
    let tenths = Int((rating * 10).rounded())
    let filled = (tenths + 10) / 20
    let stars = String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
    return stars + " " + String(format: "%.1f", Double(tenths) / 10)
  }

  /// TVMaze's word for the status, in the guide's words; a word it does not know is shown as sent.
  private func statusText(for status: String?) -> String {
    switch status {
    case "Running": return "Running"
    case "Ended": return "Ended"
    case "To Be Determined": return "To be determined"
    case "In Development": return "In development"
    case let text?: return sanitize(text).isEmpty ? "Status unknown" : sanitize(text)
    case nil: return "Status unknown"
    }
  }

  private func errorText(for error: any Error) -> String {
    switch error as? ShowDataError {
    case .pageNotFound(let page)?:
      return (page < 0 ? "Page numbers start at 0." : "There is no page \(page) of the show index.")
        + " The index starts at page 0."
    case .malformedData(let detail)?:
      return "The data received could not be read (\(sanitize(detail))). "
        + "Try again later; if it persists, the data source has changed."
    case .outOfReach(how: .noConnection)?:
      return "Could not connect to api.tvmaze.com. Check the network connection and try again."
    case .outOfReach(how: .noAnswerInTime)?:
      return "api.tvmaze.com did not answer in time. Try again in a moment."
    default:
      return "Something unexpected went wrong. Try again."
    }
  }

  /// A name or a cell as a terminal may print it: no control characters, no escape sequence
  /// (`ESC[31m` leaves no `[31m`), no bidirectional override, no line break, single spaces.
  private func sanitize(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var input = text.unicodeScalars.makeIterator()
    while let scalar = input.next() {
      switch scalar.value {
      case 0x09, 0x0A, 0x2028, 0x2029:
        scalars.append(" ")
      case 0x1B:
        // After ESC: CSI (`[`) runs to a final byte, OSC/DCS/SOS/PM/APC to BEL or ST, and any
        // other escape is two characters long, after its intermediate bytes.
        guard let next = input.next() else { break }
        switch next {
        case "[": skipControlSequence(&input)
        case "]", "P", "X", "^", "_": skipString(&input)
        default:
          var current = next
          while (0x20...0x2F).contains(current.value), let following = input.next() {
            current = following
          }
        }
      case 0x9B:
        skipControlSequence(&input)
      case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
        skipString(&input)
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
        continue
      default:
        scalars.append(scalar)
      }
    }
    return String(scalars).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  private func skipControlSequence(_ input: inout String.UnicodeScalarView.Iterator) {
    while let scalar = input.next() {
      if (0x40...0x7E).contains(scalar.value) || scalar.value > 0x7E { return }
    }
  }

  /// Skips a string up to its BEL or ST. A string that never ends is not a sequence any
  /// terminal would complete, so only its introducer goes and the text after it stays.
  private func skipString(_ input: inout String.UnicodeScalarView.Iterator) {
    var lookahead = input
    var previousWasEscape = false
    while let scalar = lookahead.next() {
      if scalar.value == 0x07 || scalar.value == 0x9C || (previousWasEscape && scalar == "\\") {
        input = lookahead
        return
      }
      previousWasEscape = scalar.value == 0x1B
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
    let name = sanitize(show.name)
    let channel = sanitize(show.channel?.name ?? "")
    return TextTableViewCell(columns: [
      TextColumn(name.isEmpty ? "Untitled show" : name, width: .flexible(minimum: 12)),
      TextColumn(show.premiered.map { String($0.year) } ?? "—", width: .fixed(5), priority: 300),
      TextColumn(ratingText(for: show.rating), width: .fixed(13), priority: 500),
      TextColumn(statusText(for: show.status), width: .fixed(12), style: .dim, priority: 200),
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
