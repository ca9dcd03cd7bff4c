/// Prints Checkstyle XML, which Jenkins, GitLab and danger-checkstyle_format read: one
/// `<file>` per file with its `<error>` elements. XML 1.0 cannot carry most control
/// characters even escaped, so they are written visibly (`VisibleText`); a control character
/// in a file name once made the whole document invalid (issue 34).
package struct CheckstyleReportFormatter: ReviewReportFormatter {
  package init() {}

  package func format(_ report: ReviewReport) -> String {
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<checkstyle version="4.3">"#]
    var files: [String] = []
    var byFile: [String: [Finding]] = [:]
    for finding in report.findings {
      if byFile[finding.file] == nil { files.append(finding.file) }
      byFile[finding.file, default: []].append(finding)
    }
    for file in files {
      lines.append(#"  <file name="\#(Self.escaped(file))">"#)
      for finding in byFile[file] ?? [] {
        let comments =
          finding.reviewComments.isEmpty ? "" : " (\(finding.reviewComments.joined(separator: ", ")))"
        let related =
          finding.related.isEmpty
          ? "" : " Also at " + finding.related.map { "\($0.file):\($0.line)" }.joined(separator: ", ") + "."
        lines.append(
          #"    <error line="\#(finding.line)" column="\#(finding.column)" severity="\#(finding.severity.rawValue)" "#
            + #"message="\#(Self.escaped(finding.message + comments + related))" source="tvguide-review.\#(finding.ruleID)"/>"#
        )
      }
      lines.append("  </file>")
    }
    lines.append("</checkstyle>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func escaped(_ text: String) -> String {
    VisibleText.escaped(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
      of: "<", with: "&lt;"
    )
    .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    .replacingOccurrences(of: "'", with: "&apos;")
  }
}
