import Foundation

/// Prints the report as one JSON object: `findings` and `summary` with the counts.
public struct JSONReportFormatter: ReviewReportFormatter {
  public init() {}

  public func format(_ report: ReviewReport) -> String {
    let document = Document(
      findings: report.findings,
      summary: Summary(files: report.fileCount, errors: report.errorCount, warnings: report.warningCount))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Strings and numbers only: encoding cannot fail.
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private struct Document: Encodable {
    var findings: [Finding]
    var summary: Summary
  }

  private struct Summary: Encodable {
    var files: Int
    var errors: Int
    var warnings: Int
  }
}
