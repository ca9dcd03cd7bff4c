import SwiftSyntax

/// `class-bound-delegate`: a delegate, output or view protocol that classes alone cannot be
/// sure to adopt, so nobody can hold it `weak`; or one bound to a concrete view controller,
/// which ties the other side to a screen type. A protocol that a struct or an enum adopts is
/// left alone: binding it to classes would break that adopter. Any protocol an object keeps
/// as a back reference counts, whatever its name: weakly, as a delegate, or where the roles
/// say the reference points back (a presenter's view, an interactor's or a router's
/// presenter), as `weak-delegate` decides. A view's output is the presenter it owns: no
/// back reference.
package struct ClassBoundDelegateRule: ReviewRule {
  package let id = "class-bound-delegate"
  package let severity = Severity.error
  package let summary =
    "A delegate, output or view protocol is not bound to AnyObject, or is bound to a view controller."

  package init() {}

  package func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    file.catalog.protocols.compactMap {
      check($0, in: file, context: context)
    }
  }

  private func check(_ node: ProtocolDeclSyntax, in file: SourceFile, context: ReviewContext) -> Finding? {
    let name = node.name.text
    let isHeldAsBackReference = isHeldAsView(name, file: file, context: context)
    guard RoleNames.isCallbackProtocol(name) || isHeldAsBackReference else { return nil }
    let inherited = node.inheritanceClause.inheritedNames + (node.genericWhereClause?.selfBounds ?? [])
    if let screen = inherited.first(where: { isViewControllerClass($0, file: file, context: context) }) {
      return finding(
        at: node.name, in: file,
        "`\(name)` is bound to the view controller class `\(screen)`; bind it to `AnyObject` so the "
          + "other side depends on the protocol, not on a screen")
    }
    if node.genericWhereClause?.constrainsSelfToClass == true || node.attributes.isObjC { return nil }
    let bounds = inherited.map { context.types.isClassBound(protocolNamed: $0, from: file.module) }
    // An unknown parent (say UIKit's `UITableViewDelegate`) is given the benefit of the doubt.
    guard !bounds.contains(true), !bounds.contains(nil) else { return nil }
    // A struct or an enum that adopts the protocol would stop compiling once it is class-bound:
    // then the protocol is one of values, whatever its name says.
    // (A protocol inheriting it is no adopter: it leaves the choice to its own adopters.)
    if context.types.adopters(ofProtocol: name, from: file.module).contains(where: {
      !$0.kind.isReference && $0.kind != .protocol
    }) {
      return nil
    }
    return finding(
      at: node.name, in: file,
      "`\(name)` is not class-bound, so whoever holds one cannot hold it `weak`; declare it "
        + "`protocol \(name): AnyObject`")
  }

  /// Whether a class or an actor keeps a value of the protocol as a back reference: weakly,
  /// or where `BackReference` says it points back at an owner. Then the protocol is one of
  /// callbacks, whatever else adopts it.
  private func isHeldAsView(_ name: String, file: SourceFile, context: ReviewContext) -> Bool {
    context.types.holders(ofProtocol: name, from: file.module).contains { holder, property in
      if property.isWeak { return true }
      return context.ownership.edges(from: holder.name, module: holder.module).contains { edge in
        edge.property == property.name && edge.target == name && !edge.isCollection
          && BackReference(edge: edge, file: file, context: context) != nil
      }
    }
  }

  private func isViewControllerClass(_ name: String, file: SourceFile, context: ReviewContext) -> Bool {
    if context.types.declaration(named: name, from: file.module)?.kind == .protocol { return false }
    return context.role(of: name, in: file) == .viewController
  }
}
