import Foundation

/// Prints GitHub Actions workflow commands: each finding annotates its line in a pull request,
/// and each note (what could not be reviewed) is a notice after them.
///
/// GitHub acts on any line that starts with `::`, on standard output and standard error alike,
/// and `::stop-commands::` silences every later annotation. So every field is escaped as the
/// workflow-command rules say (`%`, CR and LF in the message; `:` and `,` too in a property),
/// after every other control character is made visible (`VisibleText`): nothing a file name,
/// quoted code or a comment holds can start a line or a command of its own (issue 34).
package struct GitHubReportFormatter: ReviewReportFormatter {
  package init() {}

  package func format(_ report: ReviewReport) -> String {
    let notices = report.notes.map { "::notice title=tvguide-review::\(Self.data($0))" }
    let lines = report.findings.map { finding in
      let comments =
        finding.reviewComments.isEmpty
        ? "" : " (\(finding.reviewComments.joined(separator: ", ")): \(ReviewComments.tableURL))"
      let related = finding.related.map { "\nAlso \($0.file):\($0.line): \($0.message)" }.joined()
      return "::\(finding.severity.rawValue) file=\(Self.property(finding.file)),line=\(finding.line),"
        + "col=\(finding.column)::\(Self.data("\(finding.message)\(comments) [\(finding.ruleID)]\(related)"))"
    }
    return (lines + notices + [report.summary]).joined(separator: "\n") + "\n"
  }

  /// GitHub reads `%`, CR and LF in a message as escapes, so they must be escaped themselves.
  static func data(_ text: String) -> String {
    VisibleText.escaped(text, keepingLineBreaks: true).replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Properties also end at `,` and `:`.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
