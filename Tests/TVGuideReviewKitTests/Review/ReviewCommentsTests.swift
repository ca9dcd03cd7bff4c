import Foundation
import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// Each finding names the review comments it mechanises; the table in the kit is the one
/// the stages' REVIEW.md files give, as generated into Stages/REVIEWS.md.
@Suite struct ReviewCommentsTests {
  /// Rule → comment IDs from the "Rule" column of Stages/REVIEWS.md.
  private static func tableOfReviews() throws -> [String: [String]] {
    let text = try String(contentsOfFile: RepositoryLayout.path("Stages/REVIEWS.md"), encoding: .utf8)
    var table: [String: [String]] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| [S") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count > 3, let id = cells[1].firstMatch(of: /\[(S\d+-R\d+)\]/)?.output.1 else { continue }
      for rule in cells[3].matches(of: /`([a-z-]+)`/).map({ String($0.output.1) }) {
        table[rule, default: []].append(String(id))
      }
    }
    return table
  }

  @Test func theKitsTableIsTheStagesReviews() throws {
    let reviews = try Self.tableOfReviews()
    for rule in ReviewRules.all.map(\.id) {
      #expect(ReviewComments.ids(for: rule) == reviews[rule, default: []], "\(rule)")
    }
    #expect(Set(reviews.keys).isSubset(of: Set(ReviewRules.all.map(\.id))))
  }

  /// A finding cites a subset of its rule's comments: the ones its case is about.
  @Test func theStagesFindingsCiteTheirRulesComments() async throws {
    let report = try await offThePool {
      try StageParses.reviewer().review(path: RepositoryLayout.path("Stages/01-MVC"))
    }
    #expect(!report.findings.isEmpty)
    for finding in report.findings {
      #expect(!finding.reviewComments.isEmpty, "\(finding.ruleID)")
      #expect(
        Set(finding.reviewComments).isSubset(of: ReviewComments.ids(for: finding.ruleID)), "\(finding.ruleID)"
      )
    }
  }
}
