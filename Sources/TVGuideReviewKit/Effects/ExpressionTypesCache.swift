import SwiftSyntax

/// The `ExpressionTypes` of each function of a file, made once: a rule that asks about every
/// call of a function would otherwise read the function again for each.
final class ExpressionTypesCache {
  private let file: SourceFile
  private let context: ReviewContext
  private var byFunction: [SyntaxIdentifier: ExpressionTypes] = [:]

  init(file: SourceFile, context: ReviewContext) {
    self.file = file
    self.context = context
  }

  /// The types of the function (or type body) around `node`.
  func types(around node: some SyntaxProtocol) -> ExpressionTypes {
    let key = node.enclosingFunction?.id ?? TypeScope.enclosing(node, in: file, context: context)?.node.id
    if let key, let known = byFunction[key] { return known }
    let types = context.expressionTypes(around: node, in: file)
    if let key { byFunction[key] = types }
    return types
  }
}
