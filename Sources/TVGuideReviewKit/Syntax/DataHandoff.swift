import SwiftSyntax

/// What a view controller does with the data access it holds: uses it (calls the network
/// manager, creates a data source), hands it to the next screen it builds, or both. Stages 2
/// and 3 kept the network manager in the list only to build the detail screen, a different
/// comment from stage 1's fetching, answered by a different stage (4, the builder).
struct DataHandoff {
  /// The view controller calls into data access or creates it.
  let usesData: Bool
  /// The view controller passes data access to a view controller, presenter, interactor or
  /// router it creates.
  let handsDataToNextScreen: Bool

  /// Reads every member block of one view controller: its class body and its extensions.
  init(bodies: [MemberBlockSyntax], file: SourceFile, context: ReviewContext) {
    let isData = { (name: String) in
      name.first?.isUppercase == true && context.isDataAccess(name, in: file)
    }
    let names = Set(bodies.flatMap { Self.dataNames(in: $0, isData: isData) })
    let isDataValue = { (expression: ExprSyntax) in
      let expression =
        expression.as(MemberAccessExprSyntax.self).flatMap { member in
          member.base?.isSelf == true ? ExprSyntax(member.declName) : nil
        } ?? expression
      return expression.as(DeclReferenceExprSyntax.self).map { names.contains($0.baseName.text) } ?? false
    }
    let calls = bodies.flatMap { NodeCollector.all(FunctionCallExprSyntax.self, in: $0) }
    let members = bodies.flatMap { NodeCollector.all(MemberAccessExprSyntax.self, in: $0) }
    usesData =
      calls.contains { $0.calledExpression.referencedName.map(isData) ?? false }
      || members.contains { member in
        guard let base = member.base, !base.isSelf else { return false }
        return isDataValue(base)
          || (base.as(DeclReferenceExprSyntax.self).map { isData($0.baseName.text) } ?? false)
      }
    handsDataToNextScreen = calls.contains { call in
      guard let callee = call.calledExpression.referencedName,
        Self.isModulePart(callee, file: file, context: context)
      else { return false }
      return call.arguments.contains { isDataValue($0.expression) }
    }
  }

  /// Stored properties, parameters and locals declared with a data-access type.
  private static func dataNames(in body: MemberBlockSyntax, isData: (String) -> Bool) -> [String] {
    let bindings = NodeCollector.all(PatternBindingSyntax.self, in: body).compactMap { binding -> String? in
      guard let type = binding.typeAnnotation?.type.baseName, isData(type) else { return nil }
      return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    let parameters = NodeCollector.all(FunctionParameterSyntax.self, in: body).compactMap {
      parameter -> String? in
      guard let type = parameter.type.baseName, isData(type) else { return nil }
      return (parameter.secondName ?? parameter.firstName).text
    }
    return bindings + parameters
  }

  /// A type that is part of a screen's module: the next screen's view controller, presenter,
  /// interactor or router.
  private static func isModulePart(_ name: String, file: SourceFile, context: ReviewContext) -> Bool {
    name.first?.isUppercase == true
      && [.viewController, .presenter, .interactor, .router].contains(context.role(of: name, in: file))
  }
}
