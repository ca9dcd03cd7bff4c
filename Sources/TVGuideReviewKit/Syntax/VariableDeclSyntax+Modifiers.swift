import SwiftSyntax

extension VariableDeclSyntax {
  var isStatic: Bool {
    modifiers.contains { ["static", "class"].contains($0.name.text) }
  }

  var isWeakOrUnowned: Bool {
    modifiers.contains { ["weak", "unowned"].contains($0.name.text) }
  }

  /// `override var`: observers or accessors over the superclass's property, which keeps the
  /// storage (and says how strongly it holds).
  var isOverride: Bool {
    modifiers.contains { $0.name.text == "override" }
  }

  var isLazy: Bool {
    modifiers.contains { $0.name.text == "lazy" }
  }

  /// How the variable holds an object: `weak`, `unowned` (also `unowned(unsafe)`) or strongly.
  var strength: ReferenceStrength {
    if modifiers.contains(where: { $0.name.text == "weak" }) { return .weak }
    if modifiers.contains(where: { $0.name.text == "unowned" }) { return .unowned }
    return .strong
  }
}
