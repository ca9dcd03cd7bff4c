/// Opens a show by creating its screen itself.
final class ShowsRouter {
  func openShow(id: Int) -> ShowDetailViewController {
    ShowDetailViewController(showID: id)
  }
}
