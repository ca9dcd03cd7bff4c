import SwiftSyntax

/// Collects the type declarations and extensions of one file for the `TypeIndex`.
final class TypeIndexBuilder: SyntaxVisitor {
  private let module: String?
  private(set) var declarations: [TypeDeclaration] = []
  /// Conformances added by extensions, by the extended type's name.
  private(set) var extensionConformances: [String: [String]] = [:]

  init(module: String?) {
    self.module = module
    super.init(viewMode: .sourceAccurate)
  }

  /// Types declared inside function bodies are local to them: no other file can name them.
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
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
      node.name, .protocol, node.inheritanceClause, nil,
      isClassBound: node.genericWhereClause?.constrainsSelfToClass == true || node.attributes.isObjC)
    return .skipChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.extendedType.baseName {
      extensionConformances[name, default: []] += node.inheritanceClause.inheritedNames
    }
    return .visitChildren
  }

  private func record(
    _ name: TokenSyntax, _ kind: TypeKind, _ inheritance: InheritanceClauseSyntax?,
    _ members: MemberBlockSyntax?, isClassBound: Bool = false
  ) {
    declarations.append(
      TypeDeclaration(
        name: name.text, module: module, kind: kind, inherited: inheritance.inheritedNames,
        isDeclaredClassBound: isClassBound,
        storedProperties: members.map(Self.storedProperties(of:)) ?? [:]))
  }

  private static func storedProperties(of members: MemberBlockSyntax) -> [String: StoredProperty] {
    var properties: [String: StoredProperty] = [:]
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic else { continue }
      for binding in variable.bindings where binding.isStored {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        properties[name] = StoredProperty(
          name: name, type: binding.typeAnnotation?.type, isWeak: variable.isWeakOrUnowned)
      }
    }
    return properties
  }
}
