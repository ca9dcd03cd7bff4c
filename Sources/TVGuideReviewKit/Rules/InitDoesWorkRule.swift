import SwiftSyntax

/// `init-does-work`: an initialiser of a module part (a view, a view controller, a presenter,
/// an interactor or a router) does more than set stored properties: it calls methods, wires
/// delegates, hands `self` out, starts tasks or reaches data. Work belongs in lifecycle
/// methods (`viewDidLoad`), wiring in the builder. A view has no `viewDidLoad`: UIKit builds
/// a view's subviews in its `init`, so a view is held only to the work no view should do.
/// Other types, value types above all, may compute their initial state as they like.
package struct InitDoesWorkRule: ReviewRule {
  package let id = "init-does-work"
  package let severity = Severity.warning
  package let summary =
    "An initialiser calls methods, wires delegates or starts work instead of only initialising."

  package init() {}

  package func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    NodeCollector.all(InitializerDeclSyntax.self, in: file.syntax).flatMap { initializer in
      guard let body = initializer.body,
        let scope = TypeScope.enclosing(initializer, in: file, context: context), scope.mayBeReference,
        isModulePart(scope.name, file: file, context: context)
      else { return [Finding]() }
      let isView = context.types.isView(named: scope.name, from: file.module)
      return InitializerWork.statements(body.statements, lookingIntoCalls: isView).compactMap { work in
        guard let advice = isView ? Self.viewAdvice(for: work.kind) : work.advice else { return nil }
        return finding(
          at: work.node, in: file,
          "`init` \(work.description); an initialiser only sets stored properties, so \(advice)")
      }
    }
  }

  private func isModulePart(_ name: String, file: SourceFile, context: ReviewContext) -> Bool {
    context.types.isViewOrController(named: name, from: file.module) || RoleNames.isPresenter(name)
      || RoleNames.isInteractor(name) || RoleNames.isRouter(name)
  }

  /// What a view's `init` may not do, and where it belongs instead; `nil` for what it may:
  /// calls that build its subviews (`addSubview(label)`), its subviews' delegates, `self`
  /// handed to its subviews or a gesture recogniser.
  private static func viewAdvice(for kind: InitializerWork.Kind) -> String? {
    switch kind {
    case .call, .delegateWiring, .handsOutSelf: nil
    case .moduleWiring: "let the builder connect the view to its presenter"
    case .startsTask: "let the presenter start work when the screen loads"
    case .reachesData: "let an interactor fetch data and the presenter hand the view what to show"
    }
  }
}
