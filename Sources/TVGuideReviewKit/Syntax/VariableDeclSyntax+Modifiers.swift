import SwiftSyntax

extension VariableDeclSyntax {
  var isStatic: Bool {
    modifiers.contains { ["static", "class"].contains($0.name.text) }
  }

  var isWeakOrUnowned: Bool {
    modifiers.contains { ["weak", "unowned"].contains($0.name.text) }
  }

  var isLazy: Bool {
    modifiers.contains { $0.name.text == "lazy" }
  }
}
