import SwiftSyntax

/// A strong reference a class keeps only until it hands it out: the member that hands it out
/// lets it go in a `defer` (`defer { temporaryStoredViewController = nil }`). A builder or
/// wireframe does this to keep a new screen alive until the navigation stack holds it; it is
/// a hand-over, not a lasting reference back to an owner.
enum HandOver {
  /// Whether a member of `typeName` (its declaration or an extension) sets `property` to `nil`
  /// in a `defer`.
  static func isHandedOver(_ property: String, of typeName: String, module: String?, context: ReviewContext)
    -> Bool
  {
    guard let declaration = context.types.declaration(named: typeName, from: module) else { return false }
    return declaration.members.contains { member in
      guard let body = member.body else { return false }
      return NodeCollector.all(DeferStmtSyntax.self, in: body).contains { releases(property, in: $0) }
    }
  }

  private static func releases(_ property: String, in deferral: DeferStmtSyntax) -> Bool {
    deferral.body.statements.contains { item in
      guard let assignment = Assignment(item.item) else { return false }
      return assignment.ownProperty == property && assignment.value.is(NilLiteralExprSyntax.self)
    }
  }
}
