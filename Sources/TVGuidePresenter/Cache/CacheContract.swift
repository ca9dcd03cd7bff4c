// The cache module's ports, in one file as VIPER's Interfaces file keeps them. Only what its
// presenter asks of its view: what it prints reports nothing back and has nowhere to go (its row of
// the module template says so).

/// What the cache presenter asks of its view.
@MainActor
public protocol CacheViewInput: AnyObject {
  /// Shows what the store holds or what was removed.
  func display(_ viewModel: CacheViewModel)
  /// Shows why the store could not be read or emptied, and what to do.
  func displayError(_ error: ErrorViewModel)
}
