import SwiftSyntax

/// The type declaration or extension a piece of code sits in.
struct TypeScope {
  let name: String
  /// `nil` for an extension of a type the index does not know.
  let kind: TypeKind?
  /// The declaration or extension node itself.
  let node: Syntax

  /// The innermost type declaration or extension around `node`.
  static func enclosing(_ node: some SyntaxProtocol, in file: SourceFile, context: ReviewContext)
    -> TypeScope?
  {
    var current = node.parent
    while let candidate = current {
      if let scope = scope(of: candidate, in: file, context: context) { return scope }
      current = candidate.parent
    }
    return nil
  }

  private static func scope(of node: Syntax, in file: SourceFile, context: ReviewContext) -> TypeScope? {
    if let declaration = node.as(ClassDeclSyntax.self) { return TypeScope(declaration.name, .class, node) }
    if let declaration = node.as(ActorDeclSyntax.self) { return TypeScope(declaration.name, .actor, node) }
    if let declaration = node.as(StructDeclSyntax.self) { return TypeScope(declaration.name, .struct, node) }
    if let declaration = node.as(EnumDeclSyntax.self) { return TypeScope(declaration.name, .enum, node) }
    if let declaration = node.as(ProtocolDeclSyntax.self) {
      return TypeScope(declaration.name, .protocol, node)
    }
    guard let extensionDecl = node.as(ExtensionDeclSyntax.self),
      let name = extensionDecl.extendedType.baseName
    else { return nil }
    let kind = context.types.declaration(named: name, from: file.module)?.kind
    return TypeScope(name: name, kind: kind, node: node)
  }

  private init(_ name: TokenSyntax, _ kind: TypeKind, _ node: Syntax) {
    self.init(name: name.text, kind: kind, node: node)
  }

  private init(name: String, kind: TypeKind?, node: Syntax) {
    self.name = name
    self.kind = kind
    self.node = node
  }

  /// A class or actor, or an extension of a type that is probably one.
  var mayBeReference: Bool { kind?.isReference ?? true }

  /// The names this declaration or extension adopts, as written here.
  var inheritedNames: [String] {
    if let declaration = node.asProtocol(DeclGroupSyntax.self) {
      return declaration.inheritanceClause.inheritedNames
    }
    return []
  }
}
