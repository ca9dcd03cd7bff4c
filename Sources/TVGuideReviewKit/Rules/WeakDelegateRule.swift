import SwiftSyntax

/// `weak-delegate`: an object holds strongly a reference that points back at its owner, so
/// the two keep each other alive. A query on the project model: a delegate, a reference
/// whose roles say it points back (a presenter's view, a router's screen or presenter, an
/// interactor's output, a view's or cell's view controller, anything's coordinator), or a
/// strong cycle the ownership graph sees between the project's own classes. An object the
/// class creates itself is owned, not pointed back at, and one it lets go of when it hands it
/// out (`HandOver`) is only passed on.
package struct WeakDelegateRule: ReviewRule {
  package let id = "weak-delegate"
  package let severity = Severity.error
  package let summary =
    "A delegate, a presenter's view, a router's screen or an interactor's output is held strongly."

  package init() {}

  package func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    file.catalog.variables.flatMap { variable in
      check(variable, in: file, context: context)
    }
  }

  private func check(_ variable: VariableDeclSyntax, in file: SourceFile, context: ReviewContext) -> [Finding]
  {
    // Only stored members of classes: locals and protocol requirements are not references an
    // object keeps, and a value type cannot be part of a cycle by itself. An override's
    // observers add no storage: the superclass's property holds the value.
    guard !variable.isWeakOrUnowned, !variable.isStatic, !variable.isOverride,
      variable.parent?.is(MemberBlockItemSyntax.self) == true,
      let scope = TypeScope.enclosing(variable, in: file, context: context), scope.kind?.isReference == true
    else { return [] }
    let edges = context.ownership.edges(from: scope.name, module: file.module)
    return variable.bindings.compactMap { binding in
      guard binding.isStored, !binding.createsItsValue, !variable.isLazy,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type, !type.isFunctionShaped, type.elementName == nil,
        context.types.mayBeObject(type, from: file.module),
        let edge = edges.first(where: { $0.property == name }),
        !HandOver.isHandedOver(name, of: scope.name, module: file.module, context: context),
        let backReference = BackReference(edge: edge, file: file, context: context)
      else { return nil }
      var found = finding(
        at: binding.pattern, in: file,
        backReference.message(property: name) + Self.bindingAdvice(type, file: file, context: context),
        comments: backReference.comments)
      found.confidence = backReference.confidence
      return found
    }
  }

  /// What `weak` needs first when the property's protocol only classes adopt but nothing binds
  /// to classes: `weak` compiles only on a class-bound protocol.
  private static func bindingAdvice(_ type: TypeSyntax, file: SourceFile, context: ReviewContext) -> String {
    guard let name = type.baseName,
      context.types.declaration(named: name, from: file.module)?.kind == .protocol,
      context.types.isClassBound(protocolNamed: name, from: file.module) == false
    else { return "" }
    return ", after binding `\(name)` to `AnyObject`"
  }
}
