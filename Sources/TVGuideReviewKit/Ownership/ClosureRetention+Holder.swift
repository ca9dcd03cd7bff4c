import SwiftSyntax

// The ownership path from the object to what keeps a closure: a property, however deep,
// each step strong, or a cell of the object's own screen.
extension ClosureRetention {
  /// Who keeps `value` when it is assigned, or initialises a `lazy var`: the property path,
  /// when the object owns every step of it, and whether it is a cell of the object's table.
  static func holder(
    of value: Syntax, scope: TypeScope, types: ExpressionTypes, file: SourceFile, context: ReviewContext
  ) -> (String, isCell: Bool)? {
    if let lazyName = lazyPropertyName(initializedBy: value) { return (lazyName, false) }
    guard let assignment = Assignment.assigning(value) else { return nil }
    let target = assignment.target.as(SubscriptCallExprSyntax.self)?.calledExpression ?? assignment.target
    if target.isSelf { return nil }
    let slotOwner = target.as(MemberAccessExprSyntax.self)?.base
    guard let owner = slotOwner else {
      // `x = { … }`: a property of the object, unless a local or parameter hides it.
      guard let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text,
        types.storedProperty(name, of: scope.name) != nil, !isLocal(name, around: target),
        types.storedProperty(name, of: scope.name)?.isWeak != true
      else { return nil }
      return (target.quotedText, false)
    }
    guard let ownership = owns(owner, scope: scope, types: types, file: file, context: context) else {
      return nil
    }
    return (target.quotedText, ownership == .throughViews)
  }

  enum Ownership { case direct, throughViews }

  /// Whether the object keeps `expression` alive: `self`, a strong property of it (however
  /// deep, each step strong), or a cell or view of its own screen.
  static func owns(
    _ expression: ExprSyntax, scope: TypeScope, types: ExpressionTypes, file: SourceFile,
    context: ReviewContext
  ) -> Ownership? {
    let expression = expression.withoutEffects
    if expression.isSelf { return .direct }
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      return owns(optional.expression, scope: scope, types: types, file: file, context: context)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) {
      return owns(forced.expression, scope: scope, types: types, file: file, context: context)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      guard let ownership = owns(base, scope: scope, types: types, file: file, context: context) else {
        return nil
      }
      guard let baseType = base.isSelf ? scope.name : types.typeName(of: base) else { return ownership }
      return types.storedProperty(member.declName.baseName.text, of: baseType)?.isWeak == true
        ? nil : ownership
    }
    guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    if isLocal(name, around: expression) {
      return isOwnCell(name, around: expression, scope: scope, types: types, file: file, context: context)
        ? .throughViews : nil
    }
    guard let property = types.storedProperty(name, of: scope.name) else { return nil }
    return property.isWeak ? nil : .direct
  }

  /// A local that is a cell or view dequeued or made for the object's own table, in a view
  /// controller or view: the screen's views keep it.
  static func isOwnCell(
    _ name: String, around node: ExprSyntax, scope: TypeScope, types: ExpressionTypes, file: SourceFile,
    context: ReviewContext
  ) -> Bool {
    guard
      context.role(of: scope.name, in: file) == .viewController
        || context.role(of: scope.name, in: file) == .view,
      let function = node.enclosingFunction
    else { return false }
    let dequeued = NodeCollector.all(PatternBindingSyntax.self, in: function).contains { binding in
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        && binding.initializer?.value.quotedText.contains("dequeueReusable") == true
    }
    if dequeued { return true }
    guard let type = types.typeName(of: node) else { return false }
    return context.role(of: type, in: file) == .cell
  }

  /// Whether `name` is a parameter or local of the function around `node`, which hides the
  /// property of the same name.
  static func isLocal(_ name: String, around node: some SyntaxProtocol) -> Bool {
    guard let function = node.enclosingFunction else { return false }
    let parameters = NodeCollector.all(FunctionParameterSyntax.self, in: function).map {
      ($0.secondName ?? $0.firstName).text
    }
    let closureParameters = NodeCollector.all(ClosureShorthandParameterSyntax.self, in: function).map(
      \.name.text)
    let locals = NodeCollector.all(IdentifierPatternSyntax.self, in: function).map(\.identifier.text)
    return parameters.contains(name) || locals.contains(name) || closureParameters.contains(name)
  }

  static func lazyPropertyName(initializedBy value: Syntax) -> String? {
    guard let binding = value.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), variable.isLazy
    else { return nil }
    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }
}
