import SwiftSyntax

/// The type and member a call reaches: `loadShows()` on the function's own type,
/// `router.open(…)` on the router's type, `Helper(…)` on `Helper.init`.
struct CallTarget {
  let typeName: String
  let name: String
  /// The callee as written, on one line, for messages.
  let quoted: String

  init?(_ call: FunctionCallExprSyntax, scope: ExpressionTypes) {
    let callee = call.calledExpression
    quoted = callee.quotedText + "(" + (call.arguments.isEmpty ? "" : "…") + ")"
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
