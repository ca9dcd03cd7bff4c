import SwiftSyntax

/// A chain of calls and member accesses, `a.b(…).c { … }.d(…)`, read from any node in it:
/// its parts from the root to the outermost call, to tell whether it is a reactive binding
/// and what keeps it.
struct MemberChain {
  /// The outermost expression of the chain, `try` and `await` included.
  let top: ExprSyntax
  /// The member names from the root outwards: `["rx", "tap", "subscribe", "disposed"]`.
  let names: [String]
  /// The calls of the chain, innermost first.
  let calls: [FunctionCallExprSyntax]
  /// The innermost base: `self`, a property, a type.
  let root: ExprSyntax

  /// The chain `node` is part of, climbing through member accesses, calls (as callee or
  /// trailing closure) and optional chaining.
  init(containing node: some SyntaxProtocol) {
    var current = Syntax(node)
    while let parent = current.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
        current = parent
      } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
        current = parent
      } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
        current = parent
      } else {
        break
      }
    }
    let top = current.as(ExprSyntax.self) ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("_")))
    self.top = top
    var names: [String] = []
    var calls: [FunctionCallExprSyntax] = []
    var expression = top
    while true {
      if let call = expression.as(FunctionCallExprSyntax.self) {
        calls.append(call)
        expression = call.calledExpression
      } else if let member = expression.as(MemberAccessExprSyntax.self) {
        names.append(member.declName.baseName.text)
        guard let base = member.base else { break }
        expression = base
      } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
        expression = optional.expression
      } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
        expression = forced.expression
      } else if let generic = expression.as(GenericSpecializationExprSyntax.self) {
        // `Future<Int, Never> { … }`: the source is the type, whatever it is specialised with.
        expression = generic.expression
      } else {
        break
      }
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) { names.append(reference.baseName.text) }
    self.names = names.reversed()
    self.calls = calls.reversed()
    root = expression
  }

  /// Whether the chain subscribes or transforms a reactive source.
  var isReactive: Bool {
    names.contains(where: ReactiveIdioms.isReactive) || names.contains { $0.hasPrefix("$") }
  }

  /// Whether the chain ends in a subscription (`sink`, `subscribe`, `bind`, `drive`, `observe`).
  var subscribes: Bool {
    names.contains(where: ReactiveIdioms.subscriptions.contains)
  }

  /// Whether the chain subscribes to a source it reaches only through properties and
  /// operators (`subject.map { … }.subscribe(onNext:)`), with a subscription that Rx or
  /// ReactiveSwift keep at the source until it ends. A Combine `sink` nobody stores is
  /// cancelled at once; a source a call returns (`service.fetch().subscribe`) is the call's.
  var keepsObserversAtItsSource: Bool {
    guard
      let index = calls.firstIndex(where: {
        Self.name(of: $0).map(ReactiveIdioms.subscriptions.contains) == true
      }),
      Self.name(of: calls[index]) != "sink"
    else { return false }
    let transforms: Set = ["map", "filter", "flatMap", "compactMap"]
    return calls[..<index].allSatisfy { call in
      Self.name(of: call).map { ReactiveIdioms.operators.contains($0) || transforms.contains($0) } == true
    }
  }

  private static func name(of call: FunctionCallExprSyntax) -> String? {
    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// Whether the source ends after one value, so it lets its observers go: an Rx `Single` or
  /// `Maybe` (which alone take `onSuccess` handlers), a Combine `Future`, `Just` or `Fail`, a
  /// URL session's data task, or any source cut to its first value or to a count of values
  /// (`take(1)`, `prefix(1)`). A chain that also reads a published property (`$items`) does not
  /// end with the request.
  var isOneShot: Bool {
    calls.contains { call in call.arguments.contains { $0.label?.text == "onSuccess" } }
      || endsAfterACount || isFiniteTask
      || (names.contains(where: ReactiveIdioms.completingSources.contains) && !readsPublishedProperty)
  }

  /// `Task { await load() }.store(in: bag)`: a task whose work loops over nothing ends when its
  /// work does and lets its closure go; one that awaits a stream (`for await`) or loops lives on.
  private var isFiniteTask: Bool {
    guard names.first == "Task", let closure = calls.first?.trailingClosure else { return false }
    return !closure.statements.contains { item in
      item.tokens(viewMode: .sourceAccurate).contains { token in
        token.tokenKind == .keyword(.while) || token.tokenKind == .keyword(.repeat)
          || (token.tokenKind == .keyword(.for)
            && [.keyword(.await), .keyword(.try)].contains(
              token.nextToken(viewMode: .sourceAccurate)?.tokenKind))
      }
    }
  }

  /// Whether the chain is cut to a count of values and nothing after the cut brings in another
  /// source: `take(1).flatMap { store.get($0) }` lives as long as what the flat map reaches.
  private var endsAfterACount: Bool {
    guard let cut = calls.lastIndex(where: Self.takesACount) else { return false }
    let joining: Set = [
      "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "switchToLatest", "switchMap", "combineLatest",
      "merge", "zip", "concat", "startWith", "withLatestFrom",
    ]
    return !calls[(cut + 1)...].contains { Self.name(of: $0).map(joining.contains) == true }
  }

  /// `take(1)`, `prefix(2)`, ReactiveSwift's `take(first: 1)`: a cut after that many values.
  /// `take(until:)` and `prefix(while:)` end on a condition, not a count, and say nothing.
  private static func takesACount(_ call: FunctionCallExprSyntax) -> Bool {
    guard let name = name(of: call), name == "take" || name == "prefix", call.arguments.count == 1,
      let argument = call.arguments.first, argument.label == nil || argument.label?.text == "first"
    else { return false }
    return argument.expression.is(IntegerLiteralExprSyntax.self)
  }

  /// Whether the chain reads a `@Published` property through its projection (`$items`).
  var readsPublishedProperty: Bool {
    names.contains { $0.hasPrefix("$") }
  }

  /// The argument of `.store(in: &x)` or `.disposed(by: x)`: what keeps the subscription.
  var storageTarget: ExprSyntax? {
    for call in calls {
      guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
        ReactiveIdioms.storage.contains(name), let argument = call.arguments.first?.expression
      else { continue }
      return argument.as(InOutExprSyntax.self)?.expression ?? argument
    }
    return nil
  }
}
