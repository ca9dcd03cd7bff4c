import SwiftSyntax

/// The type declarations and extensions of a file, nested ones included, with their member
/// blocks, found without walking into function bodies.
enum TypeBodies {
  struct Body {
    let name: String
    let node: Syntax
    let members: MemberBlockSyntax
  }

  static func all(in file: SourceFile) -> [Body] {
    var found: [Body] = []
    collect(file.syntax.statements.compactMap { $0.item.as(DeclSyntax.self) }, into: &found)
    return found
  }

  private static func collect(_ declarations: [DeclSyntax], into found: inout [Body]) {
    for declaration in declarations {
      if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
        for clause in ifConfig.clauses {
          if let statements = clause.elements?.as(CodeBlockItemListSyntax.self) {
            collect(statements.compactMap { $0.item.as(DeclSyntax.self) }, into: &found)
          } else if let members = clause.elements?.as(MemberBlockItemListSyntax.self) {
            collect(members.map(\.decl), into: &found)
          }
        }
        continue
      }
      guard let group = declaration.asProtocol(DeclGroupSyntax.self), let name = name(of: declaration) else {
        continue
      }
      found.append(Body(name: name, node: Syntax(declaration), members: group.memberBlock))
      collect(group.memberBlock.members.map(\.decl), into: &found)
    }
  }

  private static func name(of declaration: DeclSyntax) -> String? {
    if let named = declaration.asProtocol(NamedDeclSyntax.self) { return named.name.text }
    return declaration.as(ExtensionDeclSyntax.self)?.extendedType.baseName
  }
}
