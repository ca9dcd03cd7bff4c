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
  static func call(taking closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
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
}
