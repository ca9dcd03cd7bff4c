/// What the detail view tells its presenter.
@MainActor
protocol ShowDetailViewOutput: AnyObject {
  func viewDidLoad()
  func didRequestBack()
  func didRequestRetry()
}
