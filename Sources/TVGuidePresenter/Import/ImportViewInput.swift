/// What the import presenter asks of its view.
@MainActor
public protocol ImportViewInput: AnyObject {
  /// Shows what the import did.
  func display(_ viewModel: ImportViewModel)
  /// Shows why the import could not run, and what to do.
  func displayError(_ error: ErrorViewModel)
}
