/// The shapes `tvguide-review` can print its findings in.
package enum OutputFormat: String, Sendable, CaseIterable {
  /// `file:line:column: warning: message [rule-id]`, as compilers print diagnostics.
  case text
  /// One JSON object with the findings and the counts.
  case json
  /// GitHub Actions workflow commands, which annotate a pull request's lines.
  case github
  /// SARIF 2.1.0, for code-scanning services.
  case sarif
  /// Checkstyle XML, for CI servers.
  case checkstyle

  package var formatter: any ReviewReportFormatter {
    switch self {
    case .text: TextReportFormatter()
    case .json: JSONReportFormatter()
    case .github: GitHubReportFormatter()
    case .sarif: SARIFReportFormatter()
    case .checkstyle: CheckstyleReportFormatter()
    }
  }
}
