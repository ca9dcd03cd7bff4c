import SwiftSyntax

/// The type and member a call reaches: `loadShows()` on the function's own type,
/// `router.open(…)` on the router's type, `Helper(…)` on `Helper.init`.
struct CallTarget {
  let typeName: String
  let name: String
  private let call: FunctionCallExprSyntax

  /// The call as written, on one line, its arguments elided: `router.open(…)`. For messages,
  /// so made only when one is written.
  var quoted: String {
    call.calledExpression.quotedText + "(" + (call.arguments.isEmpty ? "" : "…") + ")"
  }

  init?(_ call: FunctionCallExprSyntax, scope: ExpressionTypes) {
    self.call = call
    let callee = call.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if name.first?.isUppercase == true {
        typeName = name
        self.name = "init"
      } else {
        guard let owner = scope.owner else { return nil }
        typeName = owner
        self.name = name
      }
      return
    }
    guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
    let name = member.declName.baseName.text
    if base.is(SuperExprSyntax.self) {
      guard let owner = scope.owner,
        let superclass = scope.types.classChain(from: owner, module: scope.module).dropFirst().first
      else { return nil }
      typeName = superclass
    } else {
      guard let type = scope.typeName(of: base) else { return nil }
      typeName = type
    }
    self.name = member.declName.baseName.tokenKind == .keyword(.`init`) ? "init" : name
  }
}
