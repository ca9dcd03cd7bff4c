/// Prints findings the way compilers print diagnostics, so editors and terminals link them.
package struct TextReportFormatter: ReviewReportFormatter {
  package init() {}

  package func format(_ report: ReviewReport) -> String {
    let lines = report.findings.map { finding in
      "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
        + "\(finding.message) [\(finding.ruleID)]"
    }
    return (lines + [report.summary]).joined(separator: "\n") + "\n"
  }
}
