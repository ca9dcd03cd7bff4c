import SwiftSyntax

/// What a type's own code puts in its stored properties.
enum OwnedValues {
  /// The properties a type fills with objects it creates (`helper = Helper(…)` in any of its
  /// members) or asks a factory of its own for (`presenter = locator.makePresenter()`): it owns
  /// them. A parameter or another object's property stored is handed over, not made.
  static func createdProperties(of declaration: TypeDeclaration) -> Set<String> {
    var names: Set<String> = []
    for member in declaration.members {
      guard let body = member.body else { continue }
      for node in assignments(in: body) {
        guard let assignment = Assignment(node), let property = assignment.ownProperty,
          declaration.storedProperties[property] != nil,
          ExpressionTypes.createdTypeName(assignment.value) != nil || isFactoryCall(assignment.value)
        else { continue }
        names.insert(property)
      }
    }
    return names
  }

  /// `locator.makePresenter()`, `assembly.detailPresenter(…)`: a method call whose value the
  /// caller keeps, a new object a factory made for it.
  private static func isFactoryCall(_ value: ExprSyntax) -> Bool {
    guard let call = value.withoutEffects.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, !base.isSelf
    else { return false }
    let name = member.declName.baseName.text
    return name.first?.isLowercase == true
      && !["resolve", "first", "last", "popLast", "removeFirst"].contains(name)
  }

  /// For each name a body stores in a property (`self.onClose = onClose`,
  /// `handlers.append(onClose)`, `handlers[key] = onClose`), that property.
  static func keptValues(in body: Syntax, properties: [String: StoredProperty]) -> [String: String] {
    var kept: [String: String] = [:]
    for node in assignments(in: body)
      + NodeCollector.all(FunctionCallExprSyntax.self, in: body).map(Syntax.init)
    {
      if let assignment = Assignment(node),
        let name = assignment.value.withoutEffects.as(DeclReferenceExprSyntax.self)?.baseName.text
      {
        let target = assignment.target.as(SubscriptCallExprSyntax.self)?.calledExpression ?? assignment.target
        if let property = Assignment.ownProperty(of: target), properties[property] != nil {
          kept[name] = property
        }
      } else if let call = node.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        ["append", "insert", "updateValue"].contains(member.declName.baseName.text), let base = member.base,
        let property = Assignment.ownProperty(of: base), properties[property] != nil,
        let name = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
      {
        kept[name] = property
      }
    }
    return kept
  }

  /// The assignments under `body`, folded (`InfixOperatorExprSyntax`) or not (`SequenceExprSyntax`).
  private static func assignments(in body: Syntax) -> [Syntax] {
    NodeCollector.all(InfixOperatorExprSyntax.self, in: body).map(Syntax.init)
      + NodeCollector.all(SequenceExprSyntax.self, in: body).map(Syntax.init)
  }
}
