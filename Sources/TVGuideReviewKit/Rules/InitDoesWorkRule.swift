import SwiftSyntax

/// `init-does-work`: the initialiser of a module part (a view controller, a view, a cell, a
/// table helper, a presenter, an interactor, a router, a view model, a coordinator) does
/// work before the object is finished: it reaches data or starts an SDK, starts a task,
/// creates or wires another module, navigates, asks another part to act, or hands `self` to
/// another object. Calls into the project are followed to see what they do. Declaring a
/// reactive binding (`sink`, `assign`, `subscribe`, `bind`, `drive`, `observe`) runs nothing:
/// its closures run when values arrive. A view has no `viewDidLoad`, so it may build its
/// subviews, wire their delegates and hand itself to them.
package struct InitDoesWorkRule: ReviewRule {
  package let id = "init-does-work"
  package let severity = Severity.warning
  package let summary =
    "An initialiser reaches data, starts tasks, wires other objects or hands out self instead of only initialising."

  package init() {}

  /// One finding per problem: an initialiser's first work, with the others listed under it;
  /// and the same work done by several initialisers of one type (`init(nibName:bundle:)` and
  /// `init(coder:)` both calling `setup()`) is one problem, fixed once.
  package func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    FindingGroups.merge(
      file.catalog.initializers.flatMap { initializer in
        work(in: initializer, file: file, context: context)
      })
  }

  private func work(in initializer: InitializerDeclSyntax, file: SourceFile, context: ReviewContext)
    -> [FindingGroups.Member]
  {
    guard let body = initializer.body,
      let scope = TypeScope.enclosing(initializer, in: file, context: context), scope.mayBeReference
    else { return [] }
    let role = context.role(of: scope.name, in: file)
    guard role.isModulePart, !Self.isUseCase(scope.name) else { return [] }
    let types = ExpressionTypes(
      function: Syntax(initializer), owner: scope.name, module: file.module, types: context.types)
    return InitializerStatements.all(in: body.statements).compactMap { statement in
      work(in: statement, role: role, types: types, context: context).map { work in
        FindingGroups.Member(
          keys: ["\(initializer.id)", "\(scope.name)#\(work.description)"],
          finding: finding(
            at: work.node, in: file,
            "`init` \(work.description); an initialiser only sets stored properties, so \(work.advice)",
            comments: work.comments),
          note: "`init` \(work.description)")
      }
    }
  }

  /// A `…UseCase` plays the interactor's layer but is no module's part: one use case serves
  /// the modules that share it, and may start what it keeps up to date when it is made.
  private static func isUseCase(_ name: String) -> Bool {
    ["UseCase", "UseCases"].contains(RoleVocabulary.roleSuffix(ofTypeName: name))
  }

  /// The first work a statement does that a part of this role may not do in `init`.
  private func work(in statement: Syntax, role: Role, types: ExpressionTypes, context: ReviewContext)
    -> InitializerWork?
  {
    let isView = role == .view || role == .cell
    let witnesses = context.effects.witnesses(in: statement, scope: types)
    let allowed = witnesses.filter { InitializerWork.isWork($0, forView: isView) }
    if let witness = allowed.sorted(by: { InitializerWork.priority($0) < InitializerWork.priority($1) }).first
    {
      return InitializerWork(witness, isView: isView, role: role)
    }
    guard !isView else { return nil }
    return InitializerWork.opaqueCall(in: statement, types: types, context: context)
  }
}
