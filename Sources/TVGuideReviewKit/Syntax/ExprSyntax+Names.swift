import SwiftSyntax

extension ExprSyntax {
  /// The name an expression refers to: `Foo` for `Foo`, `Foo<T>` and `Foo.init`; `bar` for
  /// `x.bar`.
  var referencedName: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let generic = self.as(GenericSpecializationExprSyntax.self) {
      return generic.expression.referencedName
    }
    guard let member = self.as(MemberAccessExprSyntax.self) else { return nil }
    if member.declName.baseName.tokenKind == .keyword(.`init`) { return member.base?.referencedName }
    return member.declName.baseName.text
  }

  /// The innermost base of a member chain: `self` for `self.a.b`, `tableView` for
  /// `tableView?.delegate`, `NetworkManager` for `NetworkManager.shared.fetch()`.
  var chainRoot: ExprSyntax {
    if let member = self.as(MemberAccessExprSyntax.self), let base = member.base { return base.chainRoot }
    if let optional = self.as(OptionalChainingExprSyntax.self) { return optional.expression.chainRoot }
    if let forced = self.as(ForceUnwrapExprSyntax.self) { return forced.expression.chainRoot }
    if let call = self.as(FunctionCallExprSyntax.self) { return call.calledExpression.chainRoot }
    if let subscriptCall = self.as(SubscriptCallExprSyntax.self) {
      return subscriptCall.calledExpression.chainRoot
    }
    return self
  }

  /// Whether the expression is the keyword `self`.
  var isSelf: Bool {
    self.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }
}
