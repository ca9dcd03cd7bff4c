/// What the detail view reports to its presenter.
@MainActor
public protocol ShowDetailViewOutput: AnyObject {
  func viewDidLoad()
  func didRequestBack()
  func didRequestRetry()
}
