import TVGuideReviewKit
import Testing

/// The comment stays one comment however large the change.
@Suite struct ArchitectureChangesTests {
  @Test func aCommentStaysUnderGitHubsLimit() {
    let lines = (0..<200).map { "- line \($0) " + String(repeating: "x", count: 990) }
    let fitted = ArchitectureChanges.fitting(lines)
    #expect(fitted.joined(separator: "\n").count < 65_536)
    #expect(fitted.count == 60)
    #expect(fitted.last == "- … and 141 more lines: `--format json` lists every change.")
    #expect(ArchitectureChanges.fitting(Array(lines.prefix(3))) == Array(lines.prefix(3)))
  }
}
