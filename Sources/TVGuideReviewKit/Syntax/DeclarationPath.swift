import SwiftSyntax

/// The name of the declaration a node sits in, as a reader would write it:
/// `ShowsPresenter.init(view:interactor:)`, `ShowsViewController.viewDidLoad()`,
/// `ShowCell.delegate`. It stays the same when lines are added above or the code is
/// re-indented, so baselines key on it instead of a line.
enum DeclarationPath {
  static func of(_ node: some SyntaxProtocol) -> String {
    var names: [String] = []
    var current: Syntax? = Syntax(node)
    while let candidate = current {
      if let name = name(of: candidate) { names.append(name) }
      current = candidate.parent
    }
    return names.reversed().joined(separator: ".")
  }

  private static func name(of node: Syntax) -> String? {
    if let declaration = node.asProtocol(NamedDeclSyntax.self), !node.is(AssociatedTypeDeclSyntax.self) {
      guard let function = node.as(FunctionDeclSyntax.self) else { return declaration.name.text }
      return function.name.text + labels(function.signature.parameterClause)
    }
    if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
      return extensionDecl.extendedType.trimmedDescription
    }
    if let initializer = node.as(InitializerDeclSyntax.self) {
      return "init" + (initializer.optionalMark?.text ?? "") + labels(initializer.signature.parameterClause)
    }
    if node.is(DeinitializerDeclSyntax.self) { return "deinit" }
    if let subscriptDecl = node.as(SubscriptDeclSyntax.self) {
      return "subscript" + labels(subscriptDecl.parameterClause)
    }
    if let variable = node.as(VariableDeclSyntax.self),
      variable.parent?.is(MemberBlockItemSyntax.self) == true
    {
      return variable.bindings.first?.pattern.trimmedDescription
    }
    return nil
  }

  /// `(view:interactor:)`, `(_:)`.
  private static func labels(_ clause: FunctionParameterClauseSyntax) -> String {
    "(" + clause.parameters.map { "\($0.firstName.text):" }.joined() + ")"
  }
}
