// The import module's ports, in one file as VIPER's Interfaces file keeps them. Only what its
// presenter asks of its view: what it prints reports nothing back and has nowhere to go (its row of
// the module template says so).

/// What the import presenter asks of its view.
@MainActor
public protocol ImportViewInput: AnyObject {
  /// Shows what the import did.
  func display(_ viewModel: ImportViewModel)
  /// Shows why the import could not run, and what to do.
  func displayError(_ error: ErrorViewModel)
}
