import Foundation

/// Prints GitHub Actions workflow commands: each finding annotates its line in a pull request.
package struct GitHubReportFormatter: ReviewReportFormatter {
  package init() {}

  package func format(_ report: ReviewReport) -> String {
    let lines = report.findings.map { finding in
      let comments =
        finding.reviewComments.isEmpty
        ? "" : " (\(finding.reviewComments.joined(separator: ", ")): \(ReviewComments.tableURL))"
      let related = finding.related.map { "\nAlso \($0.file):\($0.line): \($0.message)" }.joined()
      return "::\(finding.severity.rawValue) file=\(Self.property(finding.file)),line=\(finding.line),"
        + "col=\(finding.column)::\(Self.data("\(finding.message)\(comments) [\(finding.ruleID)]\(related)"))"
    }
    return (lines + [report.summary]).joined(separator: "\n") + "\n"
  }

  /// GitHub reads `%`, CR and LF in a message as escapes, so they must be escaped themselves.
  private static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Properties also end at `,` and `:`.
  private static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
