import SwiftSyntax

/// Collects the type declarations and extensions of one file for the `TypeIndex`: names,
/// what they inherit, stored properties and the members a call can be followed into.
final class TypeIndexBuilder: SyntaxVisitor {
  private let file: SourceFile
  private(set) var declarations: [TypeDeclaration] = []
  /// Conformances added by extensions, by the extended type's name.
  private(set) var extensionConformances: [String: [String]] = [:]
  /// Members written in extensions, by the extended type's name (`Date`, `UIViewController`
  /// or a type of the project).
  private(set) var extensionMembers: [String: [MemberFunction]] = [:]
  /// The initial values of global variables and of static stored properties of extensions:
  /// what they make lives as long as the app.
  private(set) var rootValues: [ExprSyntax] = []

  init(file: SourceFile) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  /// Types declared inside function bodies are local to them: no other file can name them.
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.parent?.is(CodeBlockItemSyntax.self) == true {
      rootValues += node.bindings.compactMap { $0.isStored ? $0.initializer?.value : nil }
    }
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name, .class, node.inheritanceClause, node.memberBlock)
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name, .struct, node.inheritanceClause, node.memberBlock)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name, .enum, node.inheritanceClause, node.memberBlock)
    return .visitChildren
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name, .actor, node.inheritanceClause, node.memberBlock)
    return .visitChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    record(
      node.name, .protocol, node.inheritanceClause, node.memberBlock,
      whereBounds: node.genericWhereClause?.selfBounds ?? [],
      isClassBound: node.genericWhereClause?.constrainsSelfToClass == true || node.attributes.isObjC)
    return .skipChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.extendedType.baseName {
      extensionConformances[name, default: []] += node.inheritanceClause.inheritedNames
      extensionMembers[name, default: []] += MemberReader.members(
        of: node.memberBlock, owner: name, path: file.path)
      rootValues += MemberReader.staticValues(of: node.memberBlock)
    }
    return .visitChildren
  }

  private func record(
    _ name: TokenSyntax, _ kind: TypeKind, _ inheritance: InheritanceClauseSyntax?,
    _ members: MemberBlockSyntax, whereBounds: [String] = [], isClassBound: Bool = false
  ) {
    declarations.append(
      TypeDeclaration(
        name: name.text, module: file.module, kind: kind, inherited: inheritance.inheritedNames + whereBounds,
        isDeclaredClassBound: isClassBound,
        storedProperties: kind == .protocol ? [:] : MemberReader.storedProperties(of: members),
        staticValues: kind == .protocol ? [] : MemberReader.staticValues(of: members),
        members: MemberReader.members(of: members, owner: name.text, path: file.path),
        hasCases: members.members.contains { $0.decl.is(EnumCaseDeclSyntax.self) }, path: file.path,
        line: file.location(of: name).line, relativePath: file.relativePath, folderModule: file.folderModule))
  }
}
