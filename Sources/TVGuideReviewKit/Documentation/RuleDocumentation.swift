/// How a rule decides, with a wrong and a right example: the one text that
/// `tvguide-review --explain RULE` prints and that docs/review-rules.md holds for the rule (a
/// test keeps the two equal).
package struct RuleDocumentation: Sendable {
  /// What the rule finds and how it decides, in paragraphs.
  let decides: String
  /// Why the migration's review asked for it.
  let lesson: String
  /// What it leaves alone, and why.
  let notReported: String
  /// Code the rule reports.
  package let wrong: String
  /// The same code, fixed.
  package let right: String

  /// Every rule's documentation, by id.
  package static let all: [String: RuleDocumentation] = [
    "layer-direction": .layerDirection, "class-bound-delegate": .classBoundDelegate,
    "weak-delegate": .weakDelegate, "strong-self-capture": .strongSelfCapture,
    "view-does-work": .viewDoesWork,
    "init-does-work": .initDoesWork, "router-builds-views": .routerBuildsViews,
    "select-passes-model": .selectPassesModel,
  ]

  /// The rule's section of docs/review-rules.md, in Markdown.
  package func markdown(for rule: any ReviewRule) -> String {
    let comments = ReviewComments.ids(for: rule.id)
    let cited =
      comments.isEmpty
      ? "none: the layers are kept by the targets themselves"
      : comments.joined(separator: ", ") + " in [Stages/REVIEWS.md](../Stages/REVIEWS.md)"
    return """
      ### \(rule.id)

      **Severity:** \(rule.severity.rawValue) · **Review comments:** \(cited)

      \(rule.summary)

      **How it decides.** \(decides)

      **Lesson.** \(lesson)

      **Not reported:** \(notReported)

      **Wrong:**

      ```swift
      \(wrong)
      ```

      **Right:**

      ```swift
      \(right)
      ```

      **Suppress** one place with `// tvguide-review:disable:next \(rule.id) — reason`, or the rule with \
      `rules: {\(rule.id): off}` in `.tvguide-review.yml`.

      """
  }
}
