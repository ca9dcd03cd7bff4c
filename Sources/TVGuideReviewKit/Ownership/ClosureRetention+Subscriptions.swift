import SwiftSyntax

// Subscriptions the object keeps: in its dispose bag or cancellables, in a property, or at
// its own source, which keeps its observers.
extension ClosureRetention {
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
  /// a Combine `sink` nobody stores is cancelled at once). Nothing, for a one-shot source: it
  /// lets its observers go when it ends.
  static func subscriptionHolder(
    _ chain: MemberChain, scope: TypeScope, types: ExpressionTypes, file: SourceFile, context: ReviewContext
  ) -> String? {
    if chain.isOneShot || startsWithRequest(chain, types: types, context: context) { return nil }
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

  /// Whether the chain starts with a call into the project that reaches the network (an
  /// interactor's `fetch()` handing back its request's publisher): a request completes and
  /// lets its observers go. Every implementation the call may run must reach the network, and
  /// the chain must read no published property, which would outlast the request.
  static func startsWithRequest(_ chain: MemberChain, types: ExpressionTypes, context: ReviewContext) -> Bool
  {
    guard !chain.readsPublishedProperty, let first = chain.calls.first,
      let target = CallTarget(first, scope: types)
    else { return false }
    let members = context.types.members(named: target.name, of: target.typeName, from: types.module)
      .filter { $0.kind != .property }
    return !members.isEmpty
      && members.prefix(4).allSatisfy { member in
        completes(member)
          || context.effects.effects(of: member, module: types.module).witnesses.contains {
            $0.effect == .reachesData && $0.dataKind == .network
          }
      }
  }

  /// A member whose result ends after one value: declared as a `Single`, `Maybe`, `Future`…,
  /// or made of a `Future` or `Just` in its body.
  private static func completes(_ member: MemberFunction) -> Bool {
    if let result = member.resultTypeName, ReactiveIdioms.completingSources.contains(result) { return true }
    return member.body?.tokens(viewMode: .sourceAccurate).contains {
      ["Future", "Just"].contains($0.text) && $0.nextToken(viewMode: .sourceAccurate)?.tokenKind != .period
    } ?? false
  }

  /// `disposables += …` (ReactiveSwift's `CompositeDisposable`, `Lifetime`): the left side.
  static func compoundAssignmentTarget(of expression: ExprSyntax) -> ExprSyntax? {
    if let infix = expression.parent?.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
      infix.rightOperand.id == expression.id
    {
      return infix.leftOperand
    }
    return nil
  }
}
