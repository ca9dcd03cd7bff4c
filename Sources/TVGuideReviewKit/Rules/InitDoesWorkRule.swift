import SwiftSyntax

/// `init-does-work`: an initialiser of a module part (a view, a view controller, a presenter,
/// an interactor or a router) does more than set stored properties: it calls methods, wires
/// delegates, hands `self` out, starts tasks or reaches data. Work belongs in lifecycle
/// methods (`viewDidLoad`), wiring in the builder. Other types, value types above all, may
/// compute their initial state as they like.
public struct InitDoesWorkRule: ReviewRule {
  public let id = "init-does-work"
  public let severity = Severity.warning
  public let summary =
    "An initialiser calls methods, wires delegates or starts work instead of only initialising."

  public init() {}

  public func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    NodeCollector.all(InitializerDeclSyntax.self, in: file.syntax).flatMap { initializer in
      guard let body = initializer.body,
        let scope = TypeScope.enclosing(initializer, in: file, context: context), scope.mayBeReference,
        isModulePart(scope.name, file: file, context: context)
      else { return [Finding]() }
      return InitializerWork.statements(body.statements).map { work in
        finding(
          at: work.node, in: file,
          "`init` \(work.description); an initialiser only sets stored properties, so \(work.advice)")
      }
    }
  }

  private func isModulePart(_ name: String, file: SourceFile, context: ReviewContext) -> Bool {
    context.types.isViewOrController(named: name, from: file.module) || RoleNames.isPresenter(name)
      || RoleNames.isInteractor(name) || RoleNames.isRouter(name)
  }
}
