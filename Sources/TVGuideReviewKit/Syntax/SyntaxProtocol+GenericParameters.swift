import SwiftSyntax

extension SyntaxProtocol {
  /// Whether `name`, written at this node, is a generic parameter of a declaration around it
  /// (`ContentView` in `class HostingController<ContentView: View>`): a placeholder, not the
  /// project's type of the same name.
  func isGenericParameter(_ name: String) -> Bool {
    var current = parent
    while let node = current {
      let clause =
        node.as(ClassDeclSyntax.self)?.genericParameterClause
        ?? node.as(StructDeclSyntax.self)?.genericParameterClause
        ?? node.as(EnumDeclSyntax.self)?.genericParameterClause
        ?? node.as(FunctionDeclSyntax.self)?.genericParameterClause
        ?? node.as(InitializerDeclSyntax.self)?.genericParameterClause
        ?? node.as(TypeAliasDeclSyntax.self)?.genericParameterClause
      if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
      current = node.parent
    }
    return false
  }
}
