import SwiftSyntax

extension SyntaxProtocol {
  /// Whether this node is in a SwiftUI preview (a `#Preview { … }` block or a type adopting
  /// `PreviewProvider`): code for the canvas, which assembles screens however it must and
  /// ships in no screen.
  var isInPreview: Bool {
    var current = parent
    while let node = current {
      if let macro = node.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
      if let macro = node.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
      if let type = node.asProtocol(DeclGroupSyntax.self),
        type.inheritanceClause.inheritedNames.contains("PreviewProvider")
      {
        return true
      }
      current = node.parent
    }
    return false
  }
}
