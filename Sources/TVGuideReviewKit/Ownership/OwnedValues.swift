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

  /// The properties a type fills with a module that a builder it made in the same function
  /// hands it (`let menu = MenuConfigurator(); …; menuScreen = menu.viewController`), when it
  /// hands that builder no `self`: a new module, whose parts keep their own router, not this
  /// object.
  static func childModules(of declaration: TypeDeclaration) -> Set<String> {
    var names: Set<String> = []
    for member in declaration.members {
      guard let body = member.body else { continue }
      let builders = localsMade(in: body)
      guard !builders.isEmpty else { continue }
      for node in assignments(in: body) {
        guard let assignment = Assignment(node), let property = assignment.ownProperty,
          declaration.storedProperties[property] != nil,
          let builder = builderName(of: assignment.value), builders.contains(builder),
          !handsSelf(to: builder, in: body)
        else { continue }
        names.insert(property)
      }
    }
    return names
  }

  /// The locals a body makes of a type (`let menu = MenuConfigurator()`) without handing it `self`.
  private static func localsMade(in body: Syntax) -> Set<String> {
    var names: Set<String> = []
    for variable in NodeCollector.all(VariableDeclSyntax.self, in: body) {
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = binding.initializer?.value, ExpressionTypes.createdTypeName(value) != nil,
          !(value.as(FunctionCallExprSyntax.self)?.arguments.contains { $0.expression.isSelf } ?? false)
        else { continue }
        names.insert(name)
      }
    }
    return names
  }

  /// `menu` in `menu.viewController` or `menu.makeScreen()`.
  private static func builderName(of value: ExprSyntax) -> String? {
    var expression = value.withoutEffects
    if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
    return expression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// Whether a call on `builder` in `body` passes `self`.
  private static func handsSelf(to builder: String, in body: Syntax) -> Bool {
    NodeCollector.all(FunctionCallExprSyntax.self, in: body).contains { call in
      call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName
        .text
        == builder && call.arguments.contains { $0.expression.isSelf }
    }
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
