/// Prints findings the way compilers print diagnostics, so editors and terminals link them.
public struct TextReportFormatter: ReviewReportFormatter {
  public init() {}

  public func format(_ report: ReviewReport) -> String {
    let lines = report.findings.map { finding in
      "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
        + "\(finding.message) [\(finding.ruleID)]"
    }
    return (lines + [report.summary]).joined(separator: "\n") + "\n"
  }
}
