/// How sure the review is of a finding: `high` when the model's evidence for it is direct (a
/// base class, an adopted protocol, code that does what the comment says), `medium` when it
/// rests on names, folders or a guess about code it cannot see. The default output shows the
/// high ones; `--all` shows both.
package enum Confidence: String, Sendable, Hashable, Codable, Comparable {
  case medium
  case high

  package static func < (left: Confidence, right: Confidence) -> Bool {
    left == .medium && right == .high
  }
}
