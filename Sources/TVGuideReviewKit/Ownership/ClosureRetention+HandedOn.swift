import SwiftSyntax

// Closures the object hands to something it keeps: a method of an object it owns that stores
// the closure, or a dependency-injection container it owns that keeps its registrations.
extension ClosureRetention {
  /// A closure handed to a method of an object the type owns, which keeps it:
  /// `router.showDetail(onClose: { self.reload() })` where the router stores `onClose`.
  static func handedTo(
    _ closure: ClosureExprSyntax, types: ExpressionTypes, context: ReviewContext, scope: TypeScope,
    file: SourceFile
  ) -> (holder: String, property: String)? {
    guard let call = call(taking: closure),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base, !base.isSelf, let receiverType = types.typeName(of: base)
    else { return nil }
    let method = member.declName.baseName.text
    let label =
      closure.parent?.is(LabeledExprSyntax.self) == true
      ? closure.parent?.as(LabeledExprSyntax.self)?.label?.text
      : trailingLabel(call, method: method, receiverType: receiverType, types: types, context: context)
    guard
      let property = context.ownership.keptClosureProperty(
        type: receiverType, method: method, label: label, module: file.module),
      owns(base, scope: scope, types: types, file: file, context: context) != nil
    else { return nil }
    return (base.quotedText, property)
  }

  /// A dependency-injection container keeps the factories registered in it, and the
  /// callbacks added to their entries, for as long as it lives (Swinject's
  /// `container.register(T.self) { … }.initCompleted { … }`): the container, when the object
  /// owns it.
  static func registeringContainer(
    _ closure: ClosureExprSyntax, types: ExpressionTypes, scope: TypeScope, file: SourceFile,
    context: ReviewContext
  ) -> String? {
    guard let call = call(taking: closure),
      let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      ["register", "autoregister", "initCompleted"].contains(method)
    else { return nil }
    let chain = MemberChain(containing: call)
    guard chain.names.contains(where: { $0 == "register" || $0 == "autoregister" }),
      let containerType = types.typeName(of: chain.root),
      ["Container", "DIContainer"].contains(containerType),
      owns(chain.root, scope: scope, types: types, file: file, context: context) != nil
        || isKeptParameter(chain.root, scope: scope, types: types)
    else { return nil }
    return chain.root.quotedText
  }

  /// A parameter the function also stores in the object's strong property of the same name
  /// (`init(container: Container) { self.container = container … }`): the object keeps it.
  static func isKeptParameter(_ expression: ExprSyntax, scope: TypeScope, types: ExpressionTypes)
    -> Bool
  {
    guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let property = types.storedProperty(name, of: scope.name), !property.isWeak,
      let function = expression.enclosingFunction
    else { return false }
    let tokens = function.tokens(viewMode: .sourceAccurate).map(\.text)
    let stored = ["self", ".", name, "=", name]
    return tokens.indices.contains { tokens[$0...].starts(with: stored) }
  }

  /// The argument label of the parameter a trailing closure fills: the first closure
  /// parameter after the arguments written in parentheses.
  static func trailingLabel(
    _ call: FunctionCallExprSyntax, method: String, receiverType: String, types: ExpressionTypes,
    context: ReviewContext
  ) -> String? {
    let written = call.arguments.count
    for member in context.types.members(named: method, of: receiverType, from: types.module) {
      let closures = member.parameters.dropFirst(written).filter { $0.type?.isFunctionShaped == true }
      if let first = closures.first { return first.label }
    }
    return nil
  }
}
