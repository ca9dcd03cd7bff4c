import SwiftSyntax

/// What a name in a view's code stands for: a type it only names (in a delegate callback's
/// signature), a type nested in the view, a SwiftUI view.
extension ViewWork {
  /// Whether a type around `node` declares a type named `name` among its members.
  static func isNested(_ name: String, around node: Syntax) -> Bool {
    var current = node.parent
    while let ancestor = current {
      if let members = ancestor.asProtocol(DeclGroupSyntax.self)?.memberBlock.members,
        members.contains(where: { nestedName(of: $0.decl) == name })
      {
        return true
      }
      current = ancestor.parent
    }
    return false
  }

  private static func nestedName(of decl: DeclSyntax) -> String? {
    if let type = decl.as(StructDeclSyntax.self) { return type.name.text }
    if let type = decl.as(EnumDeclSyntax.self) { return type.name.text }
    if let type = decl.as(ClassDeclSyntax.self) { return type.name.text }
    return decl.as(TypeAliasDeclSyntax.self)?.name.text
  }

  /// A SwiftUI view: a struct adopting `View`, or one with a `body` (adopting a project's own
  /// protocol that refines `View`).
  static func isSwiftUIView(_ name: String, file: SourceFile, context: ReviewContext) -> Bool {
    guard let declaration = context.types.declaration(named: name, from: file.module),
      declaration.kind == .struct
    else { return false }
    return declaration.inherited.contains("View") || !declaration.members(named: "body").isEmpty
  }

  /// Whether `node` names a type without reaching it: the owner of a nested type
  /// (`URLSession` in `URLSession.AuthChallengeDisposition`), or a type in the signature of a
  /// delegate callback (`urlSession(_ session: URLSession, …)`), which UIKit decides.
  static func onlyNamesAType(_ node: Syntax) -> Bool {
    if let memberType = node.parent?.as(MemberTypeSyntax.self), memberType.baseType.id == node.id {
      return true
    }
    guard node.is(IdentifierTypeSyntax.self) else { return false }
    var current = node.parent
    while let ancestor = current {
      if let signature = ancestor.as(FunctionSignatureSyntax.self) {
        return signature.parent?.as(FunctionDeclSyntax.self).map(isDelegateCallback) ?? false
      }
      if ancestor.is(CodeBlockSyntax.self) || ancestor.is(MemberBlockSyntax.self) { return false }
      current = ancestor.parent
    }
    return false
  }

  /// `tableView(_ tableView: UITableView, …)`, `urlSession(_ session: URLSession, …)`: a method
  /// named after the type of its unlabelled first parameter, as delegate protocols name them.
  private static func isDelegateCallback(_ function: FunctionDeclSyntax) -> Bool {
    guard let first = function.signature.parameterClause.parameters.first,
      first.firstName.tokenKind == .wildcard, let type = first.type.baseName
    else { return false }
    return type.lowercased().hasSuffix(function.name.text.lowercased())
  }

  /// Whether a type of the project named as a formatter hands out no text: every member it
  /// declares answers something else (`isValid(input:) -> Bool`, `allowsFraction: Bool`), so it
  /// checks what is typed and formats nothing to show. One member whose result is not written
  /// keeps it a formatter.
  static func answersNoText(_ name: String, file: SourceFile, context: ReviewContext) -> Bool {
    guard let declaration = context.types.declaration(named: name, from: file.module),
      !declaration.members.isEmpty
    else { return false }
    let text: Set = [
      "String", "Substring", "NSAttributedString", "NSMutableAttributedString", "AttributedString", "Text",
    ]
    return declaration.members.allSatisfy { member in
      member.kind == .initializer || member.resultTypeName.map { !text.contains($0) } == true
    }
  }
}
