/// What the cache presenter asks of its view.
@MainActor
public protocol CacheViewInput: AnyObject {
  /// Shows what the store holds or what was removed.
  func display(_ viewModel: CacheViewModel)
  /// Shows why the store could not be read or emptied, and what to do.
  func displayError(_ error: ErrorViewModel)
}
