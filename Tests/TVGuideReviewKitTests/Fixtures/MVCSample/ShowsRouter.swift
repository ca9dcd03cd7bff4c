import TVGuideEntity
import TextUIKit

/// Opens a show's detail from the list.
final class ShowsRouter {
  weak var viewController: TextViewController?

  func openDetail(for show: Show) {
    let detail = ShowDetailViewController(show: show)
    viewController?.navigationController?.push(detail)
  }
}
