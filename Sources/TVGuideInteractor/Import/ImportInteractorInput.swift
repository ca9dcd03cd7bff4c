/// The import module's use case: follows and watched marks from a tracker's CSV export.
public protocol ImportInteractorInput: Sendable {
  /// Imports the export `text`.
  ///
  /// - Throws: ``ImportFileError`` when the file cannot be read as an export at all, the
  ///   lookup source's `ShowDataError` (the journal keeps what was looked up before it),
  ///   `CancellationError`, or the follow store's error.
  func importExport(_ text: String) async throws -> ImportResult
}
