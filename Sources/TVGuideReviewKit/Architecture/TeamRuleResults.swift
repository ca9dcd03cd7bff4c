/// What `TeamRuleRunner` prints on one line of JSON and `tvguide-review --team-rules` reads
/// back: the rules that ran and the places that break them.
public struct TeamRuleResults: Codable, Equatable, Sendable {
  /// One rule that ran: its name and its sentence.
  public struct Rule: Codable, Equatable, Sendable {
    /// The rule's name.
    public var id: String
    /// What the rule asks.
    public var sentence: String

    /// A rule by its name and sentence.
    public init(id: String, sentence: String) {
      self.id = id
      self.sentence = sentence
    }
  }

  /// Every rule that ran, broken or not, so a report can describe each.
  public var rules: [Rule]
  /// The places where a rule does not hold, in the rules' order.
  public var violations: [RuleViolation]

  /// The results of running `rules` on `review`.
  public init(running rules: [TeamRule], on review: ArchitectureReview) {
    self.rules = rules.map { Rule(id: $0.id, sentence: $0.sentence) }
    violations = rules.flatMap { $0.violations(in: review) }
  }
}
