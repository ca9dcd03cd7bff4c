import Foundation
import TVGuideEntity
import TextUIKit

/// The show list, MVC style: it fetches, keeps the shows, formats them and wires itself.
final class ShowsViewController: TextViewController, TextTableViewDataSource, TextTableViewDelegate {
  var delegate: ShowsViewControllerDelegate?
  var onShowsLoaded: (() -> Void)?
  private let tableView = TextTableView()
  private let presenter = ShowsPresenter()
  private var shows: [Show] = []

  init(delegate: ShowsViewControllerDelegate) {
    self.delegate = delegate
    super.init()
    tableView.delegate = self
    presenter.view = self
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    onShowsLoaded = {
      self.tableView.reloadData()
      self.delegate?.showsViewControllerDidLoadShows(self)
    }
    NetworkManager.shared.getShows { shows in
      self.shows = shows
      self.onShowsLoaded?()
    }
  }

  func tableView(_ tableView: TextTableView, numberOfRowsInSection section: Int) -> Int {
    shows.count
  }

  func tableView(_ tableView: TextTableView, cellForRowAt indexPath: TextIndexPath) -> TextTableViewCell {
    let show = shows[indexPath.row]
    let formatter = DateFormatter()
    formatter.dateFormat = "d MMM yyyy"
    let premiered = show.premiered.flatMap(\.date).map(formatter.string(from:)) ?? "Unknown"
    return TextTableViewCell(text: "\(show.name)  \(premiered)")
  }

  func tableView(_ tableView: TextTableView, didSelectRowAt indexPath: TextIndexPath) {
    presenter.didSelect(show: shows[indexPath.row])
  }
}
