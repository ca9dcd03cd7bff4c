/// The import module's use case: follows and watched marks from a tracker's CSV export.
public protocol ImportInteractorInput: Sendable {
  /// Imports the export `text`.
  ///
  /// A failure of the lookup source or the follow store part way does not throw: the result
  /// says what was applied before it, and its ``ImportResult/interruption`` why it stopped and
  /// what is left (the journal keeps what was looked up, so running it again finishes it).
  ///
  /// - Throws: ``ImportFileError`` when the file cannot be read as an export at all, the
  ///   journal's error before anything is done, or `CancellationError`.
  func importExport(_ text: String) async throws -> ImportResult
}
