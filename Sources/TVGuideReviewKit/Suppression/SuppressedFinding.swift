/// A finding a comment silenced, and why.
package struct SuppressedFinding: Sendable, Hashable, Codable {
  package var finding: Finding
  package var reason: String
}
