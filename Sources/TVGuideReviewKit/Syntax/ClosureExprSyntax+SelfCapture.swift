import SwiftSyntax

extension ClosureExprSyntax {
  /// Whether the closure keeps `self` alive: `[self]`, or `self` used without a
  /// `[weak self]` or `[unowned self]` capture. A nested closure's use of `self` counts,
  /// since this closure must capture `self` to hand it on.
  var capturesSelfStrongly: Bool {
    let selfCapture = signature?.capture?.items.first { $0.name.tokenKind == .keyword(.self) }
    if let selfCapture { return selfCapture.specifier == nil }
    return !NodeCollector.all(DeclReferenceExprSyntax.self, in: statements).filter {
      $0.baseName.tokenKind == .keyword(.self)
    }.isEmpty
  }

  /// Whether the closure is called where it is written, `{ … }()`, and so never kept.
  var isImmediatelyCalled: Bool {
    parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == id
  }
}
