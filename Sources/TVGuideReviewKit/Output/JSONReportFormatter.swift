import Foundation

/// Prints the report as one JSON object: `findings`, `summary` with the counts, the
/// `suppressed` findings with their reasons, the `baselined` ones, the baseline entries that
/// match nothing (`staleBaseline`), the `notes` and the files `skipped`. Strings keep every
/// character they had, those a terminal would act on as `\u` escapes (`TerminalSafeJSON`).
package struct JSONReportFormatter: ReviewReportFormatter {
  package init() {}

  package func format(_ report: ReviewReport) -> String {
    let document = Document(
      findings: report.findings,
      summary: Summary(
        files: report.fileCount, errors: report.errorCount, warnings: report.warningCount,
        suppressed: report.suppressed.count, baselined: report.baselineCount,
        staleBaseline: report.staleBaselineEntries.count),
      suppressed: report.suppressed, baselined: report.baselined,
      staleBaseline: report.staleBaselineEntries, notes: report.notes, skipped: report.skippedFiles,
      reviewCommentsUrl: ReviewComments.tableURL)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Strings and numbers only: encoding cannot fail.
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return TerminalSafeJSON.escaping(String(decoding: data, as: UTF8.self)) + "\n"
  }

  private struct Document: Encodable {
    var findings: [Finding]
    var summary: Summary
    /// Each silenced finding with the reason its comment gives.
    var suppressed: [SuppressedFinding]
    var baselined: [Finding]
    var staleBaseline: [BaselineEntry]
    var notes: [String]
    /// The files asked for that were not reviewed (each with a note saying why).
    var skipped: [String]
    /// Where the review comments the findings cite (`S2-R3`) are explained.
    var reviewCommentsUrl: String
  }

  private struct Summary: Encodable {
    var files: Int
    var errors: Int
    var warnings: Int
    var suppressed: Int
    var baselined: Int
    var staleBaseline: Int
  }
}
