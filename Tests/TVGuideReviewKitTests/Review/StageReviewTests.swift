import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// The reviewer on the migration's stages. Stage 1 gets the comments that stage 2's and 3's
/// reviews made, each later stage keeps only those its successors address, and from stage 4
/// (VIPER) on nothing is left. One review of `Stages/` serves every check: each review reads
/// the whole package, which takes a while.
@Suite struct StageReviewTests {
  /// Findings per rule for each stage folder.
  static let expected: [String: [String: Int]] = [
    "01-MVC": [
      "class-bound-delegate": 1, "weak-delegate": 1, "strong-self-capture": 2, "view-does-work": 18,
      "init-does-work": 2,
    ],
    "02-MVP": ["init-does-work": 4, "view-does-work": 2, "select-passes-model": 1],
    "03-Interactor": ["view-does-work": 2, "select-passes-model": 1],
    "04-Router": [:],
    "05-Seasons": [:],
    "06-Search": [:],
  ]

  /// The last stage in which each rule still has something to say: the review of the stage
  /// after it addressed the rest (see the stages' REVIEW.md).
  static let lastStageWith = [
    "class-bound-delegate": 1, "weak-delegate": 1, "strong-self-capture": 1, "init-does-work": 2,
    "view-does-work": 3, "select-passes-model": 3, "router-builds-views": 3, "layer-direction": 3,
  ]

  /// Findings per rule for each stage folder, from one review of `Stages/`.
  private static func countsByStage() async throws -> [String: [String: Int]] {
    let folder = RepositoryLayout.path("Stages")
    let report = try await offThePool { try Reviewer().review(path: folder) }
    var counts = expected.mapValues { _ in [String: Int]() }
    for finding in report.findings {
      let stage = String(finding.file.dropFirst(folder.count + 1).prefix { $0 != "/" })
      counts[stage, default: [:]][finding.ruleID, default: 0] += 1
    }
    return counts
  }

  @Test func eachStageHasOnlyTheCommentsItsSuccessorsAddress() async throws {
    let counts = try await Self.countsByStage()
    #expect(counts == Self.expected)
    for (stage, rules) in counts {
      let number = Int(stage.prefix(2)) ?? 0
      for rule in rules.keys {
        #expect(
          Self.lastStageWith[rule, default: 0] >= number, "stage \(number) should have addressed \(rule)")
      }
    }
    let totals = Self.expected.sorted { $0.key < $1.key }.map { $0.value.values.reduce(0, +) }
    #expect(totals == totals.sorted(by: >), "the comments fall step by step")
  }
}
