import SwiftSyntax

/// `strong-self-capture`: a closure that the object keeps (in a property, in a stored task,
/// in a `lazy var`, in a helper made with it, in a subscription stored in its cancellables)
/// captures `self` strongly, so the object and the closure keep each other
/// alive. Closures the object does not keep (`map`, a `Task` nobody stores, a network
/// callback) end on their own and are left alone.
package struct StrongSelfCaptureRule: ReviewRule {
  package let id = "strong-self-capture"
  package let severity = Severity.error
  package let summary = "A closure the object keeps captures self strongly: a retain cycle."

  package init() {}

  package func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    let closures = NodeCollector.all(ClosureExprSyntax.self, in: file.syntax).compactMap { closure in
      guard closure.capturesSelfStrongly,
        let scope = TypeScope.enclosing(closure, in: file, context: context), scope.mayBeReference,
        let keeper = ClosureKeeper(closure, scope: scope, file: file, context: context)
      else { return nil as Finding? }
      return finding(at: closure, in: file, keeper.message)
    }
    return closures + assignmentsToSelf(in: file, context: context)
  }

  /// `publisher.assign(to: \.title, on: self)` kept by the object: the subscription holds
  /// `self` strongly, with no closure to write `[weak self]` in.
  private func assignmentsToSelf(in file: SourceFile, context: ReviewContext) -> [Finding] {
    NodeCollector.all(FunctionCallExprSyntax.self, in: file.syntax).compactMap { call in
      guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "assign",
        call.arguments.contains(where: { $0.label?.text == "on" && $0.expression.isSelf }),
        let scope = TypeScope.enclosing(call, in: file, context: context), scope.mayBeReference,
        let holder = ClosureKeeper.holder(
          keeping: Syntax(call).outermostEffect, scope: scope, file: file, context: context)
      else { return nil }
      return finding(
        at: call, in: file,
        "`assign(to:on: self)` kept in `\(holder)` holds `self` strongly, so each keeps the other "
          + "alive; use `assign(to: &$property)` or `sink { [weak self] in … }`")
    }
  }
}
