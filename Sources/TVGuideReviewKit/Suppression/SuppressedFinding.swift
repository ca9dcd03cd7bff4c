/// A finding a comment silenced, and why.
package struct SuppressedFinding: Sendable, Hashable, Encodable {
  package var finding: Finding
  package var reason: String

  package init(finding: Finding, reason: String) {
    self.finding = finding
    self.reason = reason
  }
}
