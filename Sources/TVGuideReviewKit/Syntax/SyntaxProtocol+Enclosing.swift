import SwiftSyntax

extension SyntaxProtocol {
  /// The function, initialiser or accessor whose body holds this node.
  var enclosingFunction: Syntax? {
    var current = parent
    while let node = current {
      if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self)
        || node.is(AccessorDeclSyntax.self) || node.is(DeinitializerDeclSyntax.self)
      {
        return node
      }
      current = node.parent
    }
    return nil
  }
}
