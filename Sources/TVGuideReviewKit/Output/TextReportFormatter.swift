/// Prints findings the way compilers print diagnostics, so editors and terminals link them:
/// one line per finding, the review comments it cites in parentheses before its rule, the
/// other places of the same problem under it as notes, then where those comments are explained
/// and a summary.
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
    return "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
      + "\(finding.message.collapsingLines)\(comments) [\(finding.ruleID)]\(confidence)"
  }

  /// `file:line:column: note: message`: another place of the finding above.
  static func line(_ place: RelatedLocation) -> String {
    "\(place.file):\(place.line):\(place.column): note: \(place.message.collapsingLines)"
  }
}
