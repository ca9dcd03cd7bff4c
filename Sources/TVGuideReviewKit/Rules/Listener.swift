import SwiftSyntax

/// Whom a view reports to: a presenter, an interactor, a view model or an output, by the
/// role of its type or, when that is unknown, by its name. A delegate is left out: in MVC a
/// view controller owns its models and may hand one to its delegate.
struct Listener {
  let name: String

  private static let names = ["presenter", "output", "eventhandler", "interactor", "viewmodel"]

  /// The listener `call` is made on: `presenter?.didSelect(…)`, `self.output.didSelect(…)`,
  /// or the subject a presenter observes: `events.accept(.selected(show))`.
  init?(_ call: FunctionCallExprSyntax, file: SourceFile, context: ReviewContext) {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
      return nil
    }
    if Self.subjectSends.contains(member.declName.baseName.text),
      let subject = Self.subject(base, file: file, context: context)
    {
      self.init(named: subject)
      return
    }
    self.init(receiver: base, file: file, context: context)
  }

  private init(named name: String) {
    self.name = name
  }

  /// The calls that put a value into a subject or relay.
  private static let subjectSends: Set = ["accept", "onNext", "send"]

  /// The subjects and relays of RxSwift and Combine: what a view sends into one, the presenter
  /// (or whoever observes it) receives.
  private static let subjectTypes: Set = [
    "PublishRelay", "BehaviorRelay", "PublishSubject", "BehaviorSubject", "ReplaySubject",
    "PassthroughSubject", "CurrentValueSubject",
  ]

  /// The name of the view's own subject or relay that `base` names (`events`, `self.events`).
  private static func subject(_ base: ExprSyntax, file: SourceFile, context: ReviewContext) -> String? {
    let root = base.chainRoot
    let name =
      root.isSelf
      ? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      : root.as(DeclReferenceExprSyntax.self)?.baseName.text
    guard let name, root.isSelf || root.id == base.id else { return nil }
    let types = context.expressionTypes(around: base, in: file)
    let property = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
    guard let typeName = types.typeName(of: property), subjectTypes.contains(typeName) else { return nil }
    return name
  }

  /// The listener a reactive chain's `bind(to:)`, `drive(_:)` or `subscribe(onNext:)` hands
  /// values to.
  init?(receivingFrom call: FunctionCallExprSyntax, file: SourceFile, context: ReviewContext) {
    guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else {
      return nil
    }
    if ["bind", "drive", "emit", "assign"].contains(name), let target = call.arguments.first?.expression {
      self.init(receiver: target, file: file, context: context)
      return
    }
    guard ReactiveIdioms.subscriptions.contains(name) else { return nil }
    let closures =
      call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
      + [call.trailingClosure].compactMap { $0 }
    for closure in closures {
      for inner in NodeCollector.all(FunctionCallExprSyntax.self, in: closure) where !inner.arguments.isEmpty
      {
        if let listener = Listener(inner, file: file, context: context) {
          self = listener
          return
        }
      }
    }
    return nil
  }

  private init?(receiver: ExprSyntax, file: SourceFile, context: ReviewContext) {
    let root = receiver.chainRoot
    let isSelf = root.isSelf || Self.isSelfAlias(root)
    let name =
      isSelf
      ? NodeCollector.all(MemberAccessExprSyntax.self, in: receiver).last?.declName.baseName.text
      : root.as(DeclReferenceExprSyntax.self)?.baseName.text
    guard let name, name.first?.isLowercase == true else { return nil }
    let types = context.expressionTypes(around: receiver, in: file)
    let property = isSelf ? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))) : root
    let typeName = types.typeName(of: property)
    let role = typeName.map { context.role(of: $0, in: file) } ?? .unknown
    if [.presenter, .interactor, .viewModel].contains(role) {
      self.name = name
    } else if role == .unknown || role == .entity,
      Self.names.contains(where: { name.lowercased().hasSuffix($0) })
    {
      self.name = name
    } else if let typeName,
      Self.isAdoptedByAListener(typeName, file: file, context: context)
        || Self.isRelayingViewController(typeName, for: receiver, file: file, context: context)
    {
      self.name = name
    } else {
      return nil
    }
  }

  /// `strongSelf` in `guard let strongSelf = self`: the object itself, inside a closure that
  /// holds it weakly.
  private static func isSelfAlias(_ root: ExprSyntax) -> Bool {
    guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
    var node = root.parent
    while let current = node, !current.is(FunctionDeclSyntax.self) {
      if current.is(ClosureExprSyntax.self) || current.is(CodeBlockSyntax.self),
        NodeCollector.all(OptionalBindingConditionSyntax.self, in: current).contains(where: {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            && $0.initializer?.value.isSelf == true
        })
      {
        return true
      }
      node = current.parent
    }
    return false
  }

  /// A protocol nothing names as a presenter's (a view's `…UserInterfaceDelegate`) that the
  /// presenter, an interactor or a view model adopts: the view reports to it through its
  /// delegate.
  private static func isAdoptedByAListener(_ protocolName: String, file: SourceFile, context: ReviewContext)
    -> Bool
  {
    guard context.types.declaration(named: protocolName, from: file.module)?.kind == .protocol else {
      return false
    }
    let adopters = context.types.adopters(ofProtocol: protocolName, from: file.module)
    return !adopters.isEmpty
      && adopters.allSatisfy {
        [.presenter, .interactor, .viewModel].contains(context.roles.role(of: $0.name, from: $0.module))
      }
  }

  /// A table adapter, data source or view that reports to its delegate, when that delegate is a
  /// view controller which reports to a presenter or interactor: the model goes up through the
  /// view controller to the one that owns the list. A view controller's own delegate is left
  /// out (in MVC a view controller may hand its models on).
  private static func isRelayingViewController(
    _ protocolName: String, for receiver: ExprSyntax, file: SourceFile, context: ReviewContext
  ) -> Bool {
    guard let scope = TypeScope.enclosing(receiver, in: file, context: context),
      context.role(of: scope.name, in: file) != .viewController,
      context.types.declaration(named: protocolName, from: file.module)?.kind == .protocol
    else { return false }
    return context.types.adopters(ofProtocol: protocolName, from: file.module).contains { adopter in
      context.roles.role(of: adopter.name, from: adopter.module) == .viewController
        && adopter.storedProperties.values.contains { property in
          guard let type = property.type?.baseName else { return false }
          return [.presenter, .interactor, .viewModel].contains(
            context.roles.role(of: type, from: adopter.module))
        }
    }
  }
}
