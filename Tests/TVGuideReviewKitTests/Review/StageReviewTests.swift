import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// The reviewer on the migration's stages. Stage 1 gets the comments that stage 2's, 3's and
/// 4's reviews made, each later stage keeps only those its successors address, and from stage
/// 4 (VIPER) on nothing is left. One review of `Stages/` serves every check: each review
/// reads the whole package, which takes a while.
@Suite struct StageReviewTests {
  /// Findings per rule for each stage folder, one per problem: the uses of one formatter or
  /// one data source in one screen, and the work of one initialiser, are one finding each.
  static let expected: [String: [String: Int]] = [
    "01-MVC": [
      "class-bound-delegate": 1, "weak-delegate": 1, "strong-self-capture": 2, "view-does-work": 7,
      "init-does-work": 1,
    ],
    "02-MVP": ["init-does-work": 2, "view-does-work": 1, "select-passes-model": 1],
    "03-Interactor": ["view-does-work": 1, "select-passes-model": 1],
    "04-Router": [:],
    "05-Seasons": [:],
    "06-Search": [:],
    // The variants beside the VIPER line: nothing to say either (what the rules do not check
    // on view models, reducers and coordinators is in their READMEs).
    "MVVM": [:],
    "MVI": [:],
  ]

  /// The last stage in which each rule still has something to say: the review of the stage
  /// after it addressed the rest (see the stages' REVIEW.md).
  static let lastStageWith = [
    "class-bound-delegate": 1, "weak-delegate": 1, "strong-self-capture": 1, "init-does-work": 2,
    "view-does-work": 3, "select-passes-model": 3, "router-builds-views": 3, "layer-direction": 3,
  ]

  /// The findings of each stage folder, from one review of `Stages/`.
  private static func findingsByStage() async throws -> [String: [Finding]] {
    let folder = RepositoryLayout.path("Stages")
    let report = try await StageArchitectures.findings.value
    return Dictionary(grouping: report.findings) {
      String($0.file.dropFirst(folder.count + 1).prefix { $0 != "/" })
    }
  }

  @Test func eachStageHasOnlyTheCommentsItsSuccessorsAddress() async throws {
    let findings = try await Self.findingsByStage()
    var counts = Self.expected.mapValues { _ in [String: Int]() }
    for (stage, found) in findings {
      for finding in found { counts[stage, default: [:]][finding.ruleID, default: 0] += 1 }
    }
    #expect(counts == Self.expected)
    // Stages 2 and 3 no longer fetch in the list: it keeps data access only to build the
    // detail screen, which stage 4's builder takes over.
    for stage in ["02-MVP", "03-Interactor"] {
      let messages = findings[stage, default: []].filter { $0.ruleID == "view-does-work" }.map(\.message)
      #expect(messages.allSatisfy { $0.contains("only to hand it to the next screen it builds") }, "\(stage)")
    }
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
