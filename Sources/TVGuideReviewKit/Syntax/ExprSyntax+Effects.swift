import SwiftSyntax

extension ExprSyntax {
  /// The expression inside `try` and `await`.
  var withoutEffects: ExprSyntax {
    if let tryExpr = self.as(TryExprSyntax.self) { return tryExpr.expression.withoutEffects }
    if let awaitExpr = self.as(AwaitExprSyntax.self) { return awaitExpr.expression.withoutEffects }
    return self
  }
}
