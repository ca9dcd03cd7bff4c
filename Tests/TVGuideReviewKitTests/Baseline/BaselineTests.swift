import Foundation
import TVGuideTestSupport
import Testing

@testable import TVGuideReviewKit

/// Baselines know a finding by its rule, file, enclosing declaration and the normalised text
/// of the flagged code: not by its line, not by its message.
@Suite struct BaselineTests {
  private static let original = """
    final class SeedPresenter {
      init(service: SeedService) {
        service
          .fetchAll(limit: 10)
      }
    }
    final class SeedService {}
    """

  /// Re-indented, re-wrapped, with lines added above: the message, which quotes the code,
  /// and the line both change.
  private static let edited = """
    // A comment added above.

    final class SeedPresenter {
        init(service: SeedService) {
            service.fetchAll(
                limit: 10)
        }
    }
    final class SeedService {}
    """

  /// Reviews `source` written as `Seed.swift` in the project, replacing what was there.
  private func review(_ source: String, in project: borrowing TemporaryPackage) async throws -> ReviewReport {
    let path = project.path("Seed.swift")
    try Data(source.utf8).write(to: URL(fileURLWithPath: path))
    return try await offThePool { try Reviewer().review(path: path) }
  }

  private func project() throws -> TemporaryPackage {
    try TemporaryPackage([".git/HEAD": ""])
  }

  @Test func aBaselineStillMatchesAfterReindentingAndLinesAbove() async throws {
    let project = try project()
    let before = try await review(Self.original, in: project)
    #expect(before.findings.count == 1)
    let baseline = Baseline(findings: before.findings)
    let after = try await review(Self.edited, in: project)
    #expect(after.findings.first?.line != before.findings.first?.line)
    let filtered = baseline.filtering(after)
    #expect(filtered.findings.isEmpty)
    #expect(filtered.baselined.count == 1)
    #expect(filtered.staleBaselineEntries.isEmpty)
  }

  @Test func anEntryThatMatchesNothingIsStale() async throws {
    let project = try project()
    let before = try await review(Self.original, in: project)
    let fixed = try await review(
      Self.original.replacingOccurrences(of: ".fetchAll(limit: 10)", with: ""), in: project)
    let filtered = Baseline(findings: before.findings).filtering(fixed)
    #expect(filtered.staleBaselineEntries.map(\.rule) == ["init-does-work"])
    #expect(filtered.staleBaselineEntries.first?.summary.contains("SeedPresenter.init(service:)") == true)
  }

  /// Entries name files from the project root, so a baseline written for `proj` matches the
  /// same files asked for as `$PWD/proj` or from inside it; entries written as the path was
  /// typed still match it.
  @Test func entriesNameFilesFromTheProjectRoot() async throws {
    let project = try project()
    let first = try await review(Self.original, in: project)
    let baseline = Baseline(findings: first.findings)
    #expect(baseline.findings.map(\.file) == ["Seed.swift"])
    var elsewhere = first
    elsewhere.findings = first.findings.map {
      var finding = $0
      finding.file = "../somewhere/Seed.swift"
      return finding
    }
    #expect(baseline.filtering(elsewhere).findings.isEmpty)
    let typed = Baseline(entries: first.findings.map { BaselineEntry($0, file: $0.file) })
    #expect(typed.filtering(first).findings.isEmpty)
  }

  @Test func eachEntryAcceptsOneFinding() {
    let finding = Finding(
      file: "A.swift", line: 3, column: 1, severity: .warning, message: "m", ruleID: "init-does-work",
      declaration: "A.init()", construct: "a ( )")
    var twin = finding
    twin.line = 4
    let report = Baseline(findings: [finding]).filtering(
      ReviewReport(findings: [finding, twin], fileCount: 1))
    #expect(report.findings == [twin])
    #expect(report.baselineCount == 1)
  }

  /// Files written before version 2 knew a finding by its file, rule and message.
  @Test func aFileOfTheOlderFormatIsStillRead() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(#"{"findings": [{"file": "A.swift", "rule": "weak-delegate", "message": "old words"}]}"#.utf8)
      .write(to: url)
    let baseline = try Baseline(contentsOf: url)
    let finding = Finding(
      file: "A.swift", line: 9, column: 1, severity: .error, message: "old words", ruleID: "weak-delegate")
    #expect(baseline.filtering(ReviewReport(findings: [finding], fileCount: 1)).findings.isEmpty)
  }

  @Test func aMissingMalformedOrNewerFileIsOneSentence() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(throws: ReadError.self) { try Baseline(contentsOf: url) }
    try Data(#"{"findings": 3}"#.utf8).write(to: url)
    #expect(
      (try? Baseline(contentsOf: url)) == nil
        && Self.sentence(url) == "`findings` should be a list")
    try Data(#"{"version": 9, "findings": []}"#.utf8).write(to: url)
    #expect(Self.sentence(url)?.contains("written by a newer tvguide-review") == true)
  }

  private static func sentence(_ url: URL) -> String? {
    do {
      _ = try Baseline(contentsOf: url)
      return nil
    } catch {
      return (error as? ReadError)?.description
    }
  }

  /// Baselined and silenced findings stay in SARIF, marked, so code scanning keeps them.
  @Test func sarifMarksBaselinedAndSilencedFindings() throws {
    let finding = Finding(
      file: "A.swift", line: 3, column: 1, severity: .warning, message: "m", ruleID: "init-does-work",
      declaration: "A.init()", construct: "a ( )")
    let report = ReviewReport(
      findings: [finding], fileCount: 1,
      suppressed: [SuppressedFinding(finding: finding, reason: "kept on purpose")],
      baselined: [finding])
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(SARIFReportFormatter().format(report).utf8))
        as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let kinds = results.map {
      (($0["suppressions"] as? [[String: Any]])?.first?["kind"] as? String) ?? "none"
    }
    #expect(kinds == ["none", "inSource", "external"])
    #expect(results.allSatisfy { ($0["partialFingerprints"] as? [String: String])?.isEmpty == false })
    #expect(
      (results.first?["properties"] as? [String: Any])?["reviewComments"] as? [String] == ["S3-R1", "S6-R6"])
  }
}
