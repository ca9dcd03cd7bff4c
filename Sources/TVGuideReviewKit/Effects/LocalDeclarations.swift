import SwiftSyntax

/// The parameters, bindings and optional bindings of a function, found in one walk.
final class LocalDeclarations: SyntaxVisitor {
  private(set) var parameters: [FunctionParameterSyntax] = []
  private(set) var bindings: [PatternBindingSyntax] = []
  private(set) var optionalBindings: [OptionalBindingConditionSyntax] = []

  init(_ function: Syntax) {
    super.init(viewMode: .sourceAccurate)
    walk(function)
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    parameters.append(node)
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    bindings.append(node)
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    optionalBindings.append(node)
    return .visitChildren
  }
}
