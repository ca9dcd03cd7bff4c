import Foundation

/// Findings a project has accepted (`--write-baseline FILE`), so a review of an existing code
/// base reports only new ones (`--baseline FILE`). A finding is known by its file, rule and
/// message, not its line, so editing above it does not bring it back.
package struct Baseline: Sendable, Codable, Equatable {
  package struct Entry: Sendable, Codable, Hashable {
    package var file: String
    package var rule: String
    package var message: String
  }

  package var findings: [Entry]

  package init(findings: [Finding]) {
    self.findings = findings.map { Entry(file: $0.file, rule: $0.ruleID, message: $0.message) }
  }

  package init(contentsOf url: URL) throws {
    self = try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: url))
  }

  package func write(to url: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try (encoder.encode(self) + Data("\n".utf8)).write(to: url)
  }

  /// `report` without the findings the baseline holds, each entry accepting one finding.
  package func filtering(_ report: ReviewReport) -> ReviewReport {
    var remaining = Dictionary(findings.map { ($0, 1) }, uniquingKeysWith: +)
    var report = report
    let before = report.findings.count
    report.findings = report.findings.filter { finding in
      let entry = Entry(file: finding.file, rule: finding.ruleID, message: finding.message)
      guard let count = remaining[entry], count > 0 else { return true }
      remaining[entry] = count - 1
      return false
    }
    report.baselineCount = before - report.findings.count
    return report
  }
}
