import SwiftSyntax

/// A stored instance property of a type: its declared type and whether it is held weakly.
package struct StoredProperty: Sendable {
  package var name: String
  /// The written type, when the declaration has one.
  package var type: TypeSyntax?
  /// `weak` or `unowned`: the property does not keep its value alive.
  package var isWeak: Bool
}
