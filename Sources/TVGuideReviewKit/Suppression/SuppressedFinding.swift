/// A finding a comment silenced, and why.
public struct SuppressedFinding: Sendable, Hashable, Codable {
  public var finding: Finding
  public var reason: String
}
