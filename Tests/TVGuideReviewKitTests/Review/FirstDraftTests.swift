import Foundation
import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// Each review comment that names a rule and the first draft it was made against
/// (`**First draft:**` in a stage's REVIEW.md) sees that rule fire on the draft: the stage
/// before the step, or a draft kept under `Fixtures/FirstDrafts`. So every rule the stages'
/// reviews cite, `router-builds-views` included, is seen firing on real stage code.
@Suite struct FirstDraftTests {
  /// A comment's ID, the rules it cites and the drafts it was made against.
  struct Comment: CustomStringConvertible {
    let id: String
    let rules: [String]
    let drafts: [String]
    var description: String { id }
  }

  static func comments() throws -> [Comment] {
    let stages = try FileManager.default.contentsOfDirectory(atPath: RepositoryLayout.path("Stages"))
      .filter { $0.first?.isNumber == true }.sorted()
    return try stages.flatMap { stage in
      let review = try String(
        contentsOfFile: RepositoryLayout.path("Stages/\(stage)/REVIEW.md"), encoding: .utf8)
      return review.components(separatedBy: "\n## ").dropFirst().compactMap(comment(in:))
    }
  }

  /// The comment in one `## S4-R1. …` section, when it names both a rule and a first draft.
  static func comment(in section: String) -> Comment? {
    guard let id = section.firstMatch(of: /^(S\d+-R\d+)\./)?.output.1,
      let rules = section.firstMatch(of: /\*\*Rule:\*\* ([^·\n]+)/)?.output.1,
      let drafts = section.firstMatch(of: /\*\*First draft:\*\* ([^\n]+)/)?.output.1
    else { return nil }
    let quoted = { (text: Substring) in text.matches(of: /`([^`]+)`/).map { String($0.output.1) } }
    return Comment(id: String(id), rules: quoted(rules), drafts: quoted(drafts))
  }

  /// The rules that fire on each draft, from one review of `Stages/` and one of the kept
  /// drafts: each review reads the whole package, which takes a while.
  private static let firedByDraft = Task { () throws -> [String: Set<String>] in
    var fired: [String: Set<String>] = [:]
    for folder in ["Stages", "Tests/TVGuideReviewKitTests/Fixtures/FirstDrafts"] {
      let report =
        folder == "Stages"
        ? try await StageArchitectures.findings.value
        : try await offThePool { try StageParses.reviewer().review(path: RepositoryLayout.path(folder)) }
      for finding in report.findings {
        let relative = String(finding.file.dropFirst(RepositoryLayout.root.path.count + 1))
        let draft = relative.split(separator: "/").prefix(folder == "Stages" ? 2 : 5).joined(separator: "/")
        fired[draft, default: []].insert(finding.ruleID)
      }
    }
    return fired
  }

  @Test func everyCitedRuleFiresOnTheFirstDraft() async throws {
    let comments = try Self.comments()
    #expect(comments.count >= 8)
    let fired = try await Self.firedByDraft.value
    for comment in comments {
      let firing = comment.drafts.reduce(into: Set<String>()) { $0.formUnion(fired[$1, default: []]) }
      for rule in comment.rules {
        #expect(firing.contains(rule), "\(comment): \(rule) does not fire on \(comment.drafts)")
      }
    }
  }

  /// Every rule the stages can break fires on some first draft. `layer-direction` cannot:
  /// a stage is one target, so no import of it crosses a layer.
  @Test func everyRuleFiresOnSomeFirstDraft() async throws {
    let cited = try Self.comments().flatMap(\.drafts)
    let fired = try await Self.firedByDraft.value
    let firing = cited.reduce(into: Set<String>()) { $0.formUnion(fired[$1, default: []]) }
    #expect(firing == Set(ReviewRules.all.map(\.id)).subtracting(["layer-direction"]))
  }

  @Test func theKeptDraftOfStepFourBuildsScreensInItsRouter() async throws {
    let fired = try await Self.firedByDraft.value
    #expect(
      fired["Tests/TVGuideReviewKitTests/Fixtures/FirstDrafts/04-Router"]?.contains("router-builds-views")
        == true)
  }
}
