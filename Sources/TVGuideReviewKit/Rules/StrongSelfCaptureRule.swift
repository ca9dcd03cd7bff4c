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

  /// One finding per statement and holder: the closures of one subscription (`onNext`,
  /// `onError`) kept by one dispose bag are one cycle.
  package func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    let closures = file.catalog.closures.compactMap { closure in
      guard closure.capturesSelfStrongly,
        let scope = TypeScope.enclosing(closure, in: file, context: context), scope.mayBeReference,
        let retention = ClosureRetention(closure, scope: scope, file: file, context: context)
      else { return nil as FindingGroups.Member? }
      var found = finding(at: closure, in: file, retention.message, comments: ["S2-R3", "S3-R4"])
      // A task that runs once lets `self` go when it ends; one that loops over a stream does not.
      if case .task = retention.kind, !Self.loops(closure) { found.confidence = .medium }
      return Self.member(found, at: closure, holder: retention.holder, file: file, context: context)
    }
    return FindingGroups.merge(
      closures + assignmentsToSelf(in: file, context: context) + methodReferences(in: file, context: context))
  }

  /// A cycle through an object that lives as long as the app frees nothing that should go: it
  /// is no leak. Services and other objects that are no part of a screen's module usually live
  /// that long: of medium confidence.
  private static func weighed(
    _ finding: Finding, at node: some SyntaxProtocol, file: SourceFile, context: ReviewContext
  )
    -> Finding?
  {
    guard let scope = TypeScope.enclosing(node, in: file, context: context) else { return finding }
    if context.lifetimes.livesAsLongAsTheApp(scope.name, roles: context.roles) { return nil }
    let role = context.role(of: scope.name, in: file)
    guard role == .dataService || role == .app else { return finding }
    var lowered = finding
    lowered.confidence = .medium
    return lowered
  }

  /// Whether the closure loops (`for await`, `while`): a task running it runs as long as its
  /// stream.
  private static func loops(_ closure: ClosureExprSyntax) -> Bool {
    !NodeCollector.all(ForStmtSyntax.self, in: closure).filter { $0.awaitKeyword != nil }.isEmpty
      || !NodeCollector.all(WhileStmtSyntax.self, in: closure).isEmpty
      || !NodeCollector.all(RepeatStmtSyntax.self, in: closure).isEmpty
  }

  private static func member(
    _ finding: Finding, at node: some SyntaxProtocol, holder: String, file: SourceFile, context: ReviewContext
  ) -> FindingGroups.Member? {
    guard let finding = weighed(finding, at: node, file: file, context: context) else { return nil }
    var statement = Syntax(node)
    while let parent = statement.parent, !parent.is(CodeBlockItemSyntax.self),
      !parent.is(MemberBlockItemSyntax.self)
    {
      statement = parent
    }
    return FindingGroups.Member(
      key: "\(statement.id)#\(holder)", finding: finding, note: "another closure kept by `\(holder)`")
  }

  /// `.subscribe(onNext: self.show)` or `.drive(onNext: show)` kept by the object: a method
  /// passed as a closure is bound to `self`, strongly, with no capture list to weaken it. Only
  /// reactive chains: what else keeps a function it is handed is not known here.
  private func methodReferences(in file: SourceFile, context: ReviewContext) -> [FindingGroups.Member] {
    file.catalog.calls.flatMap { call -> [FindingGroups.Member] in
      let methods = call.arguments.compactMap { argument in
        Self.instanceMethodName(argument.expression)
      }
      guard !methods.isEmpty, MemberChain(containing: call).isReactive,
        let scope = TypeScope.enclosing(call, in: file, context: context), scope.mayBeReference,
        let holder = ClosureRetention.holder(ofSubscription: call, scope: scope, file: file, context: context)
      else { return [] }
      return call.arguments.compactMap { argument in
        guard let name = Self.instanceMethodName(argument.expression),
          argument.expression.is(MemberAccessExprSyntax.self)
            || !ClosureRetention.isLocal(name, around: argument.expression),
          context.types.members(named: name, of: scope.name, from: file.module).contains(where: {
            $0.kind == .method && !$0.isStatic
          })
        else { return nil }
        return Self.member(
          finding(
            at: argument.expression, in: file,
            "the method `\(name)` is passed as a closure, which holds `self` strongly, and `\(holder)` keeps "
              + "it, so each keeps the other alive; pass `{ [weak self] in self?.\(name)($0) }`",
            comments: ["S2-R3", "S3-R4"]), at: argument, holder: holder, file: file, context: context)
      }
    }
  }

  /// `self.show` or `show`: a name that may be a method of the enclosing type.
  private static func instanceMethodName(_ expression: ExprSyntax) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self), member.base?.isSelf == true,
      member.declName.argumentNames == nil
    {
      return member.declName.baseName.text
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
      reference.baseName.text.first?.isLowercase == true
    {
      return reference.baseName.text
    }
    return nil
  }

  /// `publisher.assign(to: \.title, on: self)` kept by the object: the subscription holds
  /// `self` strongly, with no closure to write `[weak self]` in.
  private func assignmentsToSelf(in file: SourceFile, context: ReviewContext) -> [FindingGroups.Member] {
    file.catalog.calls.compactMap { call in
      guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "assign",
        call.arguments.contains(where: { $0.label?.text == "on" && $0.expression.isSelf }),
        let scope = TypeScope.enclosing(call, in: file, context: context), scope.mayBeReference,
        let holder = ClosureRetention.holder(ofSubscription: call, scope: scope, file: file, context: context)
      else { return nil }
      return Self.member(
        finding(
          at: call, in: file,
          "`assign(to:on: self)` kept by `\(holder)` holds `self` strongly, so each keeps the other "
            + "alive; use `assign(to: &$property)` or `sink { [weak self] in … }`"), at: call, holder: holder,
        file: file, context: context)
    }
  }
}
