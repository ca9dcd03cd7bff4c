import Foundation
import TVGuideReviewKit
import Testing

@Suite struct ReportFormatterTests {
  let report = ReviewReport(
    findings: [
      Finding(
        file: "Stages/01-MVC/A,b.swift", line: 7, column: 5, severity: .error, message: "100% strong\nreally",
        ruleID: "weak-delegate"),
      Finding(
        file: "Stages/01-MVC/B.swift", line: 3, column: 1, severity: .warning, message: "formats dates",
        ruleID: "view-does-work"),
    ],
    fileCount: 12)

  /// One line per finding, whatever the message holds: a line break in it (a message that
  /// quotes wrapped code) becomes a space. Then the review comments cited, and the summary.
  @Test func textPrintsOneLinePerFindingThenTheCommentsAndTheSummary() {
    #expect(
      TextReportFormatter().format(report) == """
        Stages/01-MVC/A,b.swift:7:5: error: 100% strong really (S2-R2, S4-R2, S6-R6) [weak-delegate]
        Stages/01-MVC/B.swift:3:1: warning: formats dates (S2-R5, S2-R6, S4-R1) [view-does-work]
        Review comments S2-R2, S2-R5, S2-R6, S4-R1, S4-R2, S6-R6: \(ReviewComments.tableURL)
        1 error and 1 warning in 12 files.

        """)
  }

  @Test func githubPrintsWorkflowCommandsWithEscapes() {
    let lines = GitHubReportFormatter().format(report).split(separator: "\n")
    #expect(
      lines[0]
        == "::error file=Stages/01-MVC/A%2Cb.swift,line=7,col=5::100%25 strong%0Areally "
        + "(S2-R2, S4-R2, S6-R6: \(ReviewComments.tableURL)) [weak-delegate]")
    #expect(
      lines[1]
        == "::warning file=Stages/01-MVC/B.swift,line=3,col=1::formats dates "
        + "(S2-R5, S2-R6, S4-R1: \(ReviewComments.tableURL)) [view-does-work]")
    #expect(lines[2] == "1 error and 1 warning in 12 files.")
  }

  @Test func jsonHoldsTheFindingsAndTheCounts() throws {
    let data = Data(JSONReportFormatter().format(report).utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(
      summary == [
        "files": 12, "errors": 1, "warnings": 1, "suppressed": 0, "baselined": 0, "staleBaseline": 0,
      ])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == 2)
    #expect(findings[0]["rule"] as? String == "weak-delegate")
    #expect(findings[0]["line"] as? Int == 7)
    #expect(findings[1]["severity"] as? String == "warning")
    #expect(findings[0]["reviewComments"] as? [String] == ["S2-R2", "S4-R2", "S6-R6"])
    #expect(findings[0]["reviewCommentsUrl"] as? String == ReviewComments.tableURL)
    #expect(object["reviewCommentsUrl"] as? String == ReviewComments.tableURL)
  }

  @Test func aCleanReportSaysSo() {
    let clean = ReviewReport(findings: [], fileCount: 1)
    #expect(TextReportFormatter().format(clean) == "No findings in 1 file.\n")
    #expect(!clean.hasErrors)
  }

  @Test func everyFormatHasAFormatter() {
    #expect(OutputFormat.allCases.allSatisfy { !$0.formatter.format(report).isEmpty })
    #expect(OutputFormat.allCases.count == 5)
  }
}
