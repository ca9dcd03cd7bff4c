import SwiftSyntax

/// Who keeps a closure alive when its object does: the property it is assigned to, the
/// stored task, work item or helper object made from it, the `lazy var` it initialises, or
/// the cancellables a subscription made with it is stored in.
struct ClosureKeeper {
  /// How the closure is kept, for the message: `self.onSelect`, `loadTask`.
  let holder: String
  let isTask: Bool

  /// `nil` when the object does not keep the closure.
  init?(_ closure: ClosureExprSyntax, scope: TypeScope, file: SourceFile, context: ReviewContext) {
    guard !closure.isImmediatelyCalled else { return nil }
    let maker = Self.retainingCall(around: closure)
    let value = (maker.map { Syntax($0) } ?? Syntax(closure)).outermostEffect
    guard let holder = Self.holder(keeping: value, scope: scope, file: file, context: context) else {
      return nil
    }
    self.holder = holder
    let makerName = maker?.calledExpression.referencedName
    isTask = makerName == "Task" || makerName == "detached"
  }

  /// What keeps `value` (a closure, or the object made with it) when the object does: the
  /// owned property it is assigned to, the `lazy var` it initialises, or the set of
  /// cancellables it is stored in (`.store(in: &cancellables)`).
  static func holder(keeping value: Syntax, scope: TypeScope, file: SourceFile, context: ReviewContext)
    -> String?
  {
    if let assignment = value.parent?.as(InfixOperatorExprSyntax.self),
      assignment.operator.is(AssignmentExprSyntax.self), assignment.rightOperand.id == value.id
    {
      return ownedHolder(assignment.leftOperand, scope: scope, file: file, context: context)
    }
    if let lazyName = lazyPropertyName(initializedBy: value) { return lazyName }
    return storingSet(after: value)
  }

  /// `cancellables` in `….store(in: &cancellables)` called on `value`.
  private static func storingSet(after value: Syntax) -> String? {
    guard let member = value.parent?.as(MemberAccessExprSyntax.self), member.base?.id == value.id,
      member.declName.baseName.text == "store",
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      let target = call.arguments.first(where: { $0.label?.text == "in" })?.expression
    else { return nil }
    return (target.as(InOutExprSyntax.self)?.expression ?? target).trimmedDescription
  }

  var message: String {
    isTask
      ? "the task kept in `\(holder)` captures `self` strongly, so the object cannot go away while "
        + "the task runs; capture `[weak self]`"
      : "`\(holder)` keeps this closure and the closure captures `self` strongly, so each keeps the "
        + "other alive; capture `[weak self]`"
  }

  /// Types whose instances keep the closure they are made with for as long as they live.
  private static let keepingTypes: Set = ["Task", "DispatchWorkItem", "Timer", "BlockOperation", "Thread"]
  /// Methods whose result keeps the closure: `Task.detached`, `Timer.scheduledTimer`, `.sink`.
  private static let keepingMethods: Set = ["detached", "scheduledTimer", "sink"]

  /// `Task { }`, `DispatchWorkItem { }`, `Timer.scheduledTimer { }`, `publisher.sink { }`:
  /// calls whose result holds the closure. Other calls (`map`, `Dictionary(grouping:by:)`)
  /// use the closure and let it go.
  private static func retainingCall(around closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    let call =
      closure.parent?.as(FunctionCallExprSyntax.self)
      ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    guard let call, call.calledExpression.id != closure.id, let name = call.calledExpression.referencedName
    else { return nil }
    if call.calledExpression.is(MemberAccessExprSyntax.self) && !isInitializer(call.calledExpression) {
      return keepingMethods.contains(name) ? call : nil
    }
    return keepingTypes.contains(name) || keepsItsClosure(typeNamed: name) ? call : nil
  }

  /// `Helper({ … })`, `Button(action: { … })`: an object of a type the project or a framework
  /// declares is made with the closure, and keeps it for all we know. Values made from a
  /// closure (`Dictionary(grouping:by:)`, `Array(…)`) use it and let it go.
  private static func keepsItsClosure(typeNamed name: String) -> Bool {
    name.first?.isUppercase == true && !StandardNames.valueTypes.contains(name)
  }

  private static func isInitializer(_ callee: ExprSyntax) -> Bool {
    callee.as(MemberAccessExprSyntax.self)?.declName.baseName.tokenKind == .keyword(.`init`)
  }

  /// The assigned property when it belongs to the object and is held strongly: `self.x`,
  /// `x`, `x.y` where `x` is a stored property of the enclosing type.
  private static func ownedHolder(
    _ target: ExprSyntax, scope: TypeScope, file: SourceFile, context: ReviewContext
  ) -> String? {
    let root = target.chainRoot
    let property: String
    if root.isSelf {
      guard let first = firstMember(after: root) else { return nil }
      property = first
    } else {
      guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text,
        context.types.storedProperty(name, of: scope.name, from: file.module) != nil,
        !isLocal(name, around: target)
      else { return nil }
      property = name
    }
    guard context.types.storedProperty(property, of: scope.name, from: file.module)?.isWeak != true else {
      return nil
    }
    return target.trimmedDescription
  }

  /// `x` in `self.x.y`.
  private static func firstMember(after root: ExprSyntax) -> String? {
    var node = Syntax(root)
    while let parent = node.parent {
      if let member = parent.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
      guard parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) else {
        return nil
      }
      node = parent
    }
    return nil
  }

  /// Whether `name` is a parameter or local of the function around `node`, which hides the
  /// property of the same name.
  private static func isLocal(_ name: String, around node: some SyntaxProtocol) -> Bool {
    guard let function = node.enclosingFunction else { return false }
    let parameters = NodeCollector.all(FunctionParameterSyntax.self, in: function).map {
      ($0.secondName ?? $0.firstName).text
    }
    let locals = NodeCollector.all(IdentifierPatternSyntax.self, in: function).map(\.identifier.text)
    return parameters.contains(name) || locals.contains(name)
  }

  private static func lazyPropertyName(initializedBy value: Syntax) -> String? {
    guard let binding = value.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), variable.isLazy
    else { return nil }
    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }
}
