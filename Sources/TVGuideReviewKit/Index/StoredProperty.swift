import SwiftSyntax

/// A stored instance property of a type: its declared type and whether it is held weakly.
public struct StoredProperty: Sendable {
  public var name: String
  /// The written type, when the declaration has one.
  public var type: TypeSyntax?
  /// `weak` or `unowned`: the property does not keep its value alive.
  public var isWeak: Bool
}
