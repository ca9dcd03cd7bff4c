/// Prints findings the way compilers print diagnostics, so editors and terminals link them:
/// one line per finding, the review comments it cites in parentheses before its rule, the
/// other places of the same problem under it as notes, then where those comments are explained
/// and a summary. Names and quoted code are printed with their control characters made visible
/// (`VisibleText`), so a file name cannot forge a line.
package struct TextReportFormatter: ReviewReportFormatter {
  package init() {}

  package func format(_ report: ReviewReport) -> String {
    var lines = report.findings.flatMap { [Self.line($0)] + $0.related.map(Self.line) }
    let cited = report.citedReviewComments
    if !cited.isEmpty {
      lines.append("Review comments \(cited.joined(separator: ", ")): \(ReviewComments.tableURL)")
    }
    return (lines + [report.summary]).joined(separator: "\n") + "\n"
  }

  /// `file:line:column: severity: message (S2-R3) [rule]`, on one line whatever the message holds.
  static func line(_ finding: Finding) -> String {
    let comments =
      finding.reviewComments.isEmpty ? "" : " (\(finding.reviewComments.joined(separator: ", ")))"
    let confidence = finding.confidence == .high ? "" : " (\(finding.confidence.rawValue) confidence)"
    return
      "\(VisibleText.escaped(finding.file)):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
      + "\(VisibleText.escaped(finding.message.collapsingLines))\(comments) [\(finding.ruleID)]\(confidence)"
  }

  /// `file:line:column: note: message`: another place of the finding above.
  static func line(_ place: RelatedLocation) -> String {
    "\(VisibleText.escaped(place.file)):\(place.line):\(place.column): note: "
      + VisibleText.escaped(place.message.collapsingLines)
  }
}
