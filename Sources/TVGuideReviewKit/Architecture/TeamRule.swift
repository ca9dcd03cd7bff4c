/// A team's own architecture rule, written once over `ArchitectureReview` and run both in a
/// test (`review.expect(rule)`) and by `tvguide-review --team-rules`, through the small program
/// that hands the team's rules to `TeamRuleRunner`.
///
/// ```swift
/// let presentersNeverImportUIKit = TeamRule(
///   "no-uikit-in-presenters", "a presenter never imports UIKit",
///   subjects: { $0.types(withRole: .presenter) }, where: { !$0.imports("UIKit") })
/// ```
public struct TeamRule: Sendable {
  /// The rule's name: what findings, SARIF and baselines know it by (`no-uikit-in-presenters`).
  public let id: String
  /// What the rule asks, as one sentence (`a presenter never imports UIKit`).
  public let sentence: String
  private let check: @Sendable (ArchitectureReview) -> [RuleViolation]

  /// A rule that `holds` for every subject `subjects` picks from a review.
  public init<Subject: ReviewSubject>(
    _ id: String, _ sentence: String, subjects: @escaping @Sendable (ArchitectureReview) -> [Subject],
    where holds: @escaping @Sendable (Subject) -> Bool
  ) {
    self.id = id
    self.sentence = sentence
    check = { review in review.violations(of: id, sentence, subjects(review), where: holds) }
  }

  /// The places in `review` where the rule does not hold.
  public func violations(in review: ArchitectureReview) -> [RuleViolation] {
    check(review)
  }
}
