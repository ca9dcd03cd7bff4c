/// What the cache presenter asks of its view.
@MainActor
public protocol CacheViewInput: AnyObject {
  func display(_ viewModel: CacheSummaryViewModel)
  func displayError(_ error: ErrorViewModel)
}
