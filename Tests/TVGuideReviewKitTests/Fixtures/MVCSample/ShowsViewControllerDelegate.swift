/// Tells whoever presented the list that the shows arrived.
protocol ShowsViewControllerDelegate: AnyObject {
  func showsViewControllerDidLoadShows(_ controller: ShowsViewController)
}
