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
    if chain.isOneShot { return nil }
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
