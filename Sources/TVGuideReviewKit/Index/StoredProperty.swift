import SwiftSyntax

/// A stored instance property of a type: its declared type, how it holds its value, and what
/// it is first set to.
package struct StoredProperty: Sendable {
  package var name: String
  /// The written type, when the declaration has one.
  package var type: TypeSyntax?
  package var strength: ReferenceStrength
  /// `lazy var`: its initial value is computed on first use, and may name `self`.
  package var isLazy: Bool
  /// `= value`, when the declaration has one.
  package var initialValue: ExprSyntax?

  package init(
    name: String, type: TypeSyntax?, strength: ReferenceStrength, isLazy: Bool = false,
    initialValue: ExprSyntax? = nil
  ) {
    self.name = name
    self.type = type
    self.strength = strength
    self.isLazy = isLazy
    self.initialValue = initialValue
  }

  /// `weak` or `unowned`: the property does not keep its value alive.
  package var isWeak: Bool { strength != .strong }

  /// The name of the type of object the property holds: the written type's base name, the
  /// element of an array, set or dictionary, or the type an initial value creates
  /// (`= HomeRouter()`).
  package var typeName: String? {
    if let type { return type.baseName ?? type.elementName }
    return initialValue.flatMap(ExpressionTypes.createdTypeName)
  }

  /// Whether the property holds closures: a function type, optional or in a collection.
  package var holdsClosures: Bool {
    if let type { return type.isFunctionShaped }
    return initialValue?.is(ClosureExprSyntax.self) == true
  }

  /// Whether the property holds many values (`[Observer]`, `[String: Handler]`).
  package var isCollection: Bool { type?.elementName != nil }
}
