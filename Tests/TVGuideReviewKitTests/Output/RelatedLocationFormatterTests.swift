import Foundation
import TVGuideReviewKit
import Testing

/// One problem, one finding: every format lists its other places under it, and says when a
/// finding is of medium confidence (shown with `--all`).
@Suite struct RelatedLocationFormatterTests {
  let report: ReviewReport = {
    var grouped = Finding(
      file: "App/Pier.swift", line: 7, column: 5, severity: .warning, message: "`init` wires `a.view`",
      ruleID: "init-does-work")
    grouped.related = [
      RelatedLocation(file: "App/Pier.swift", line: 8, column: 5, message: "`init` wires `b.view`")
    ]
    var guessed = Finding(
      file: "App/Quay.swift", line: 2, column: 7, severity: .error, message: "holds `view` strongly",
      ruleID: "weak-delegate")
    guessed.confidence = .medium
    return ReviewReport(findings: [grouped, guessed], fileCount: 2)
  }()

  @Test func textListsThePlacesAsNotesAndMarksMediumConfidence() {
    let lines = TextReportFormatter().format(report).split(separator: "\n")
    #expect(lines[0] == "App/Pier.swift:7:5: warning: `init` wires `a.view` (S3-R1, S6-R6) [init-does-work]")
    #expect(lines[1] == "App/Pier.swift:8:5: note: `init` wires `b.view`")
    #expect(lines[2].hasSuffix("[weak-delegate] (medium confidence)"))
  }

  @Test func jsonGivesTheConfidenceAndThePlaces() throws {
    let data = Data(JSONReportFormatter().format(report).utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.map { $0["confidence"] as? String } == ["high", "medium"])
    let related = try #require(findings[0]["related"] as? [[String: Any]])
    #expect(related.first?["line"] as? Int == 8)
    #expect(related.first?["message"] as? String == "`init` wires `b.view`")
  }

  @Test func sarifHasRelatedLocationsAndTheConfidence() throws {
    let data = Data(SARIFReportFormatter().format(report).utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let runs = try #require(object["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    let related = try #require(results[0]["relatedLocations"] as? [[String: Any]])
    let region = (related.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
    #expect(region?["startLine"] == 8)
    #expect(related.first?["id"] as? Int == 1)
    #expect((results[1]["properties"] as? [String: Any])?["confidence"] as? String == "medium")
    #expect(results[1]["relatedLocations"] == nil)
  }

  @Test func githubAndCheckstyleListThePlacesInTheMessage() {
    let github = GitHubReportFormatter().format(report).split(separator: "\n")
    #expect(github[0].hasSuffix("[init-does-work]%0AAlso App/Pier.swift:8: `init` wires `b.view`"))
    let checkstyle = CheckstyleReportFormatter().format(report)
    #expect(checkstyle.contains("(S3-R1, S6-R6) Also at App/Pier.swift:8."))
  }

  @Test func theSummarySaysWhatTheDefaultOutputLeavesOut() {
    let shown = report.showing(atLeast: .high)
    #expect(shown.findings.count == 1)
    #expect(
      shown.summary
        == "0 errors and 1 warning in 2 files. 1 finding of medium confidence not shown (--all shows them).")
    #expect(report.showing(atLeast: .medium).findings.count == 2)
  }
}
