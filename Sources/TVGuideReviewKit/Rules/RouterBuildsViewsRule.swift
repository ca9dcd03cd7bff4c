import SwiftSyntax

/// `router-builds-views`: a router creates the next screen (a view controller, its presenter
/// or interactor, or one from a storyboard) instead of asking a builder for it. A router
/// only navigates; assembling a module is the builder's job.
public struct RouterBuildsViewsRule: ReviewRule {
  public let id = "router-builds-views"
  public let severity = Severity.warning
  public let summary = "A router creates view controllers (or their presenters) instead of asking a builder."

  private static let storyboardCalls: Set = ["instantiateViewController", "instantiateInitialViewController"]

  public init() {}

  public func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    NodeCollector.all(FunctionCallExprSyntax.self, in: file.syntax).compactMap { call in
      guard let created = createdModulePart(by: call, file: file, context: context),
        let scope = TypeScope.enclosing(call, in: file, context: context), RoleNames.isRouter(scope.name)
      else { return nil }
      return finding(
        at: call, in: file,
        "the router creates \(created) itself; inject a builder and ask it for the next module, "
          + "so the router only navigates")
    }
  }

  /// `` `ShowDetailViewController` `` for `ShowDetailViewController(…)`, `.init(…)` on it or
  /// `ShowDetailViewController.instantiate()`; `a view controller from a storyboard` for
  /// `instantiateViewController(…)`.
  private func createdModulePart(by call: FunctionCallExprSyntax, file: SourceFile, context: ReviewContext)
    -> String?
  {
    let callee = call.calledExpression
    if let name = callee.referencedName, Self.storyboardCalls.contains(name) {
      return "a view controller from a storyboard"
    }
    let member = callee.as(MemberAccessExprSyntax.self)
    guard let typeName = member?.base?.referencedName ?? callee.referencedName,
      typeName.first?.isUppercase == true
    else { return nil }
    let isModulePart =
      context.types.isViewController(named: typeName, from: file.module)
      || RoleNames.isPresenter(typeName) || RoleNames.isInteractor(typeName)
    return isModulePart ? "`\(typeName)`" : nil
  }
}
