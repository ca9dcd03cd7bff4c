import SwiftSyntax

/// How an object keeps a closure written in its own code, found in the ownership graph:
/// in one of its properties (directly, through objects it holds strongly, or in a `lazy
/// var`), in a task or helper object it keeps, in a subscription its dispose bag or
/// cancellables keep or its own source keeps, in an object it owns that stores the closure
/// it is handed (a presenter's closure kept by its router), or in a cell of its own table.
struct ClosureRetention {
  enum Kind {
    case property
    case task
    case subscription
    case handedOn(keptIn: String)
    case cell
  }

  /// What keeps the closure, as written: `self.onChange`, `disposeBag`, `router`.
  let holder: String
  let kind: Kind

  /// `nil` when the object does not keep the closure.
  init?(_ closure: ClosureExprSyntax, scope: TypeScope, file: SourceFile, context: ReviewContext) {
    let types = context.expressionTypes(around: closure, in: file)
    var value = Syntax(closure)
    var kind = Kind.property
    // Climb out of `lazy var x = { Action { … } }()`: the outer closure runs once and returns
    // what keeps this one.
    if let call = Self.keepingCall(around: closure, types: types, context: context) {
      value = Syntax(call).outermostEffect
      let name = call.calledExpression.referencedName
      kind = name == "Task" || name == "detached" ? .task : .property
      if let returned = Self.immediatelyCalledClosure(returning: value) { value = returned }
    } else if let container = Self.registeringContainer(
      closure, types: types, scope: scope, file: file, context: context)
    {
      self.init(holder: container, kind: .handedOn(keptIn: "its registrations"))
      return
    } else if let handed = Self.handedTo(closure, types: types, context: context, scope: scope, file: file) {
      self.init(holder: handed.holder, kind: .handedOn(keptIn: handed.property))
      return
    } else if closure.isImmediatelyCalled {
      return nil
    }
    let chain = MemberChain(containing: value)
    if chain.isReactive, chain.top.id != value.id || chain.subscribes {
      guard
        let holder = Self.subscriptionHolder(chain, scope: scope, types: types, file: file, context: context)
      else { return nil }
      self.init(holder: holder, kind: .subscription)
      return
    }
    guard
      let (holder, isCell) = Self.holder(of: value, scope: scope, types: types, file: file, context: context)
    else { return nil }
    self.init(holder: holder, kind: isCell ? .cell : kind)
  }

  private init(holder: String, kind: Kind) {
    self.holder = holder
    self.kind = kind
  }

  var message: String {
    let fix = "capture `[weak self]` (or `[unowned self]`, or use `withUnretained(self)`)"
    switch kind {
    case .property:
      return "`\(holder)` keeps this closure and the closure captures `self` strongly, so each keeps the "
        + "other alive; \(fix)"
    case .task:
      return "the task kept in `\(holder)` captures `self` strongly, so the object cannot go away while "
        + "the task runs; capture `[weak self]`"
    case .subscription:
      return "the subscription kept by `\(holder)` holds this closure, which captures `self` strongly, so "
        + "each keeps the other alive; \(fix)"
    case .handedOn(let property):
      return "this closure is handed to `\(holder)`, which keeps it in `\(property)`, and `self` holds "
        + "`\(holder)` strongly: self → \(holder) → closure → self; \(fix)"
    case .cell:
      return "`\(holder)` keeps this closure and the cell lives in this screen's own views, so the closure "
        + "and the screen keep each other alive; \(fix)"
    }
  }

  /// Types whose instances keep the closure they are made with for as long as they live.
  private static let keepingTypes: Set = ["Task", "DispatchWorkItem", "Timer", "BlockOperation", "Thread"]
  /// Methods whose result keeps the closure: `Task.detached`, `Timer.scheduledTimer`.
  private static let keepingMethods: Set = ["detached", "scheduledTimer"]

  /// `Task { }`, `DispatchWorkItem { }`, `Helper({ … })`, `Action { … }`: a call whose result
  /// holds the closure. Values made from a closure (`map`, `Dictionary(grouping:by:)`) use it
  /// and let it go.
  private static func keepingCall(
    around closure: ClosureExprSyntax, types: ExpressionTypes, context: ReviewContext
  ) -> FunctionCallExprSyntax? {
    guard let call = call(taking: closure), let name = call.calledExpression.referencedName else {
      return nil
    }
    if call.calledExpression.is(MemberAccessExprSyntax.self),
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.tokenKind != .keyword(.`init`)
    {
      return keepingMethods.contains(name) || MemberChain(containing: call.calledExpression).isReactive
        ? call : nil
    }
    guard name.first?.isUppercase == true, !StandardNames.valueTypes.contains(name) else { return nil }
    if keepingTypes.contains(name) { return call }
    // A value type of the project uses its closure and is copied, not kept.
    let kind = context.types.declaration(named: name, from: types.module)?.kind
    return kind == nil || kind?.isReference == true ? call : nil
  }

  /// The call a closure is an argument or trailing closure of.
  private static func call(taking closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id != closure.id {
      return call
    }
    if closure.parent?.is(MultipleTrailingClosureElementSyntax.self) == true {
      return closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
    return closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
  }

  /// The call of `{ … }()` whose body returns `value` (its last statement, or a `return`).
  private static func immediatelyCalledClosure(returning value: Syntax) -> Syntax? {
    var node = value
    while let parent = node.parent, !parent.is(ClosureExprSyntax.self) {
      guard
        parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self)
          || parent.is(ReturnStmtSyntax.self)
      else { return nil }
      node = parent
    }
    guard let closure = node.parent?.as(ClosureExprSyntax.self), closure.isImmediatelyCalled,
      let call = closure.parent
    else { return nil }
    return call.outermostEffect
  }

  /// A closure handed to a method of an object the type owns, which keeps it:
  /// `router.showDetail(onClose: { self.reload() })` where the router stores `onClose`.
  private static func handedTo(
    _ closure: ClosureExprSyntax, types: ExpressionTypes, context: ReviewContext, scope: TypeScope,
    file: SourceFile
  ) -> (holder: String, property: String)? {
    guard let call = call(taking: closure),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base, !base.isSelf, let receiverType = types.typeName(of: base)
    else { return nil }
    let method = member.declName.baseName.text
    let label =
      closure.parent?.is(LabeledExprSyntax.self) == true
      ? closure.parent?.as(LabeledExprSyntax.self)?.label?.text
      : trailingLabel(call, method: method, receiverType: receiverType, types: types, context: context)
    guard
      let property = context.ownership.keptClosureProperty(
        type: receiverType, method: method, label: label, module: file.module),
      owns(base, scope: scope, types: types, file: file, context: context) != nil
    else { return nil }
    return (base.quotedText, property)
  }

  /// A dependency-injection container keeps the factories registered in it, and the
  /// callbacks added to their entries, for as long as it lives (Swinject's
  /// `container.register(T.self) { … }.initCompleted { … }`): the container, when the object
  /// owns it.
  private static func registeringContainer(
    _ closure: ClosureExprSyntax, types: ExpressionTypes, scope: TypeScope, file: SourceFile,
    context: ReviewContext
  ) -> String? {
    guard let call = call(taking: closure),
      let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      ["register", "autoregister", "initCompleted"].contains(method)
    else { return nil }
    let chain = MemberChain(containing: call)
    guard chain.names.contains(where: { $0 == "register" || $0 == "autoregister" }),
      let containerType = types.typeName(of: chain.root),
      ["Container", "DIContainer"].contains(containerType),
      owns(chain.root, scope: scope, types: types, file: file, context: context) != nil
        || isKeptParameter(chain.root, scope: scope, types: types)
    else { return nil }
    return chain.root.quotedText
  }

  /// A parameter the function also stores in the object's strong property of the same name
  /// (`init(container: Container) { self.container = container … }`): the object keeps it.
  private static func isKeptParameter(_ expression: ExprSyntax, scope: TypeScope, types: ExpressionTypes)
    -> Bool
  {
    guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let property = types.storedProperty(name, of: scope.name), !property.isWeak,
      let function = expression.enclosingFunction
    else { return false }
    let tokens = function.tokens(viewMode: .sourceAccurate).map(\.text)
    let stored = ["self", ".", name, "=", name]
    return tokens.indices.contains { tokens[$0...].starts(with: stored) }
  }

  /// The argument label of the parameter a trailing closure fills: the first closure
  /// parameter after the arguments written in parentheses.
  private static func trailingLabel(
    _ call: FunctionCallExprSyntax, method: String, receiverType: String, types: ExpressionTypes,
    context: ReviewContext
  ) -> String? {
    let written = call.arguments.count
    for member in context.types.members(named: method, of: receiverType, from: types.module) {
      let closures = member.parameters.dropFirst(written).filter { $0.type?.isFunctionShaped == true }
      if let first = closures.first { return first.label }
    }
    return nil
  }

  /// What keeps the subscription `call` is part of, when the object keeps it.
  static func holder(
    ofSubscription call: FunctionCallExprSyntax, scope: TypeScope, file: SourceFile, context: ReviewContext
  ) -> String? {
    let types = context.expressionTypes(around: call, in: file)
    return subscriptionHolder(
      MemberChain(containing: call), scope: scope, types: types, file: file, context: context)
  }

  /// What keeps a subscription: the dispose bag or cancellables it is stored in, or the
  /// object's own source it subscribes to (Rx and ReactiveSwift sources keep their observers;
  /// a Combine `sink` nobody stores is cancelled at once).
  private static func subscriptionHolder(
    _ chain: MemberChain, scope: TypeScope, types: ExpressionTypes, file: SourceFile, context: ReviewContext
  ) -> String? {
    if let target = chain.storageTarget {
      if target.quotedText.hasSuffix("rx.disposeBag") || target.quotedText.hasSuffix("reactive.lifetime") {
        return target.quotedText
      }
      return owns(target, scope: scope, types: types, file: file, context: context).map { _ in
        target.quotedText
      }
    }
    if Assignment.assigning(chain.top) != nil,
      let (holder, _) = holder(
        of: Syntax(chain.top), scope: scope, types: types, file: file, context: context)
    {
      return holder
    }
    if let compound = compoundAssignmentTarget(of: chain.top),
      owns(compound, scope: scope, types: types, file: file, context: context) != nil
    {
      return compound.quotedText
    }
    guard chain.keepsObserversAtItsSource, !chain.root.isSelf || chain.names.count > 1,
      owns(chain.root, scope: scope, types: types, file: file, context: context) != nil,
      chain.root.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isLowercase == true
        || chain.root.isSelf
    else { return nil }
    return chain.root.quotedText
  }

  /// `disposables += …` (ReactiveSwift's `CompositeDisposable`, `Lifetime`): the left side.
  private static func compoundAssignmentTarget(of expression: ExprSyntax) -> ExprSyntax? {
    if let infix = expression.parent?.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
      infix.rightOperand.id == expression.id
    {
      return infix.leftOperand
    }
    return nil
  }

  /// Who keeps `value` when it is assigned, or initialises a `lazy var`: the property path,
  /// when the object owns every step of it, and whether it is a cell of the object's table.
  private static func holder(
    of value: Syntax, scope: TypeScope, types: ExpressionTypes, file: SourceFile, context: ReviewContext
  ) -> (String, isCell: Bool)? {
    if let lazyName = lazyPropertyName(initializedBy: value) { return (lazyName, false) }
    guard let assignment = Assignment.assigning(value) else { return nil }
    let target = assignment.target.as(SubscriptCallExprSyntax.self)?.calledExpression ?? assignment.target
    if target.isSelf { return nil }
    let slotOwner = target.as(MemberAccessExprSyntax.self)?.base
    guard let owner = slotOwner else {
      // `x = { … }`: a property of the object, unless a local or parameter hides it.
      guard let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text,
        types.storedProperty(name, of: scope.name) != nil, !isLocal(name, around: target),
        types.storedProperty(name, of: scope.name)?.isWeak != true
      else { return nil }
      return (target.quotedText, false)
    }
    guard let ownership = owns(owner, scope: scope, types: types, file: file, context: context) else {
      return nil
    }
    return (target.quotedText, ownership == .throughViews)
  }

  enum Ownership { case direct, throughViews }

  /// Whether the object keeps `expression` alive: `self`, a strong property of it (however
  /// deep, each step strong), or a cell or view of its own screen.
  private static func owns(
    _ expression: ExprSyntax, scope: TypeScope, types: ExpressionTypes, file: SourceFile,
    context: ReviewContext
  ) -> Ownership? {
    let expression = expression.withoutEffects
    if expression.isSelf { return .direct }
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      return owns(optional.expression, scope: scope, types: types, file: file, context: context)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) {
      return owns(forced.expression, scope: scope, types: types, file: file, context: context)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      guard let ownership = owns(base, scope: scope, types: types, file: file, context: context) else {
        return nil
      }
      guard let baseType = base.isSelf ? scope.name : types.typeName(of: base) else { return ownership }
      return types.storedProperty(member.declName.baseName.text, of: baseType)?.isWeak == true
        ? nil : ownership
    }
    guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    if isLocal(name, around: expression) {
      return isOwnCell(name, around: expression, scope: scope, types: types, file: file, context: context)
        ? .throughViews : nil
    }
    guard let property = types.storedProperty(name, of: scope.name) else { return nil }
    return property.isWeak ? nil : .direct
  }

  /// A local that is a cell or view dequeued or made for the object's own table, in a view
  /// controller or view: the screen's views keep it.
  private static func isOwnCell(
    _ name: String, around node: ExprSyntax, scope: TypeScope, types: ExpressionTypes, file: SourceFile,
    context: ReviewContext
  ) -> Bool {
    guard
      context.role(of: scope.name, in: file) == .viewController
        || context.role(of: scope.name, in: file) == .view,
      let function = node.enclosingFunction
    else { return false }
    let dequeued = NodeCollector.all(PatternBindingSyntax.self, in: function).contains { binding in
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        && binding.initializer?.value.quotedText.contains("dequeueReusable") == true
    }
    if dequeued { return true }
    guard let type = types.typeName(of: node) else { return false }
    return context.role(of: type, in: file) == .cell
  }

  /// Whether `name` is a parameter or local of the function around `node`, which hides the
  /// property of the same name.
  static func isLocal(_ name: String, around node: some SyntaxProtocol) -> Bool {
    guard let function = node.enclosingFunction else { return false }
    let parameters = NodeCollector.all(FunctionParameterSyntax.self, in: function).map {
      ($0.secondName ?? $0.firstName).text
    }
    let closureParameters = NodeCollector.all(ClosureShorthandParameterSyntax.self, in: function).map(
      \.name.text)
    let locals = NodeCollector.all(IdentifierPatternSyntax.self, in: function).map(\.identifier.text)
    return parameters.contains(name) || locals.contains(name) || closureParameters.contains(name)
  }

  private static func lazyPropertyName(initializedBy value: Syntax) -> String? {
    guard let binding = value.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), variable.isLazy
    else { return nil }
    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }
}
