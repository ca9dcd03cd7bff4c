/// One stored reference between the project's types: who holds whom, in which property, and
/// how strongly. Strong references that close a loop keep both objects alive.
public struct ReviewedOwnership: Hashable, Sendable, Codable {
  /// How a property holds what it points at.
  public enum Strength: String, Hashable, Sendable, Codable {
    case strong, weak, unowned
  }

  /// The type whose property it is.
  public var holder: String
  /// The stored property's name.
  public var property: String
  /// The held type's name: a class, or a protocol whose adopters may be held.
  public var target: String
  /// Whether it keeps the target alive.
  public var strength: Strength
  /// An array, set or dictionary of them.
  public var isCollection: Bool
}
