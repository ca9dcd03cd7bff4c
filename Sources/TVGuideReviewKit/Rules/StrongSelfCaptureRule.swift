import SwiftSyntax

/// `strong-self-capture`: a closure the object keeps captures `self` strongly, so the object
/// and the closure keep each other alive. A query on the ownership graph: the closure is kept
/// when a strong path leads from the object to it (a property, a stored task, a `lazy var`, a
/// helper made with it, a subscription in its dispose bag or cancellables or on its own
/// source, an object it owns that stores the closure, a cell of its own table). Closures
/// nobody keeps (`map`, a `Task` nobody stores, a network callback) end on their own.
package struct StrongSelfCaptureRule: ReviewRule {
  package let id = "strong-self-capture"
  package let severity = Severity.error
  package let summary = "A closure the object keeps captures self strongly: a retain cycle."

  package init() {}

  package func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    let closures = file.catalog.closures.compactMap { closure in
      guard closure.capturesSelfStrongly,
        let scope = TypeScope.enclosing(closure, in: file, context: context), scope.mayBeReference,
        let retention = ClosureRetention(closure, scope: scope, file: file, context: context)
      else { return nil as Finding? }
      return finding(at: closure, in: file, retention.message, comments: ["S2-R3", "S3-R4"])
    }
    return closures + assignmentsToSelf(in: file, context: context)
  }

  /// `publisher.assign(to: \.title, on: self)` kept by the object: the subscription holds
  /// `self` strongly, with no closure to write `[weak self]` in.
  private func assignmentsToSelf(in file: SourceFile, context: ReviewContext) -> [Finding] {
    file.catalog.calls.compactMap { call in
      guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "assign",
        call.arguments.contains(where: { $0.label?.text == "on" && $0.expression.isSelf }),
        let scope = TypeScope.enclosing(call, in: file, context: context), scope.mayBeReference,
        let holder = ClosureRetention.holder(ofSubscription: call, scope: scope, file: file, context: context)
      else { return nil }
      return finding(
        at: call, in: file,
        "`assign(to:on: self)` kept by `\(holder)` holds `self` strongly, so each keeps the other "
          + "alive; use `assign(to: &$property)` or `sink { [weak self] in … }`")
    }
  }
}
