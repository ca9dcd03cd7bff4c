import TVGuideEntity
import TextUIKit

/// The detail screen: shows one show's name.
final class ShowDetailViewController: TextViewController {
  weak var delegate: ShowDetailDelegate?
  private let show: Show

  init(show: Show) {
    self.show = show
    super.init()
    title = show.name
  }
}
