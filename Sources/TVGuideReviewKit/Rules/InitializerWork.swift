import SwiftSyntax

/// Work an initialiser does, what to say about it and where it belongs instead.
struct InitializerWork {
  let node: Syntax
  let description: String
  let advice: String
  let comments: [String]

  init(_ witness: EffectWitness, isView: Bool, role: Role) {
    node = witness.node
    description = witness.description
    comments =
      witness.effect == .wiresModules && witness.description.contains("elegate`")
      ? ["S3-R1", "S6-R6"] : ["S3-R1"]
    let start =
      role == .presenter || role == .interactor
      ? "when the view loads (`viewDidLoad`)" : "in a lifecycle method such as `viewDidLoad`"
    switch witness.effect {
    case .wiresModules where isView: advice = "let the builder connect the view to its presenter"
    case .startsTask where isView: advice = "let the presenter start work when the screen loads"
    case .reachesData where isView, .startsSDK where isView:
      advice = "let an interactor fetch data and the presenter hand the view what to show"
    case .wiresModules, .handsOutSelf, .createsModule:
      advice = "connect objects in the builder or in `viewDidLoad`"
    case .reachesData, .startsSDK: advice = "fetch data \(start), through an interactor"
    default: advice = "start work \(start)"
    }
  }

  private init(node: Syntax, description: String, advice: String) {
    self.node = node
    self.description = description
    self.advice = advice
    comments = ["S3-R1"]
  }

  /// Whether an effect is work in an initialiser. Formatting is computing a value. A view
  /// builds its subviews in `init`: it may wire their delegates and hand itself to them.
  static func isWork(_ witness: EffectWitness, forView isView: Bool) -> Bool {
    switch witness.effect {
    case .formats: false
    case .handsOutSelf: !isView
    case .wiresModules: !isView || !isSubviewWiring(witness)
    default: true
    }
  }

  private static func isSubviewWiring(_ witness: EffectWitness) -> Bool {
    ["delegate`", "dataSource`", "Delegate`", "DataSource`"].contains { witness.description.hasSuffix($0) }
  }

  /// Which of several effects of one statement to name: wiring before the `self` it hands
  /// out, data before the call that reaches it.
  static func priority(_ witness: EffectWitness) -> Int {
    let order: [Effect] = [
      .wiresModules, .reachesData, .startsSDK, .startsTask, .createsModule, .navigates, .asksModulePart,
      .handsOutSelf,
    ]
    return order.firstIndex(of: witness.effect) ?? order.count
  }

  /// A call the review cannot see into (a method of a framework superclass, of a type the
  /// project does not declare, or of none) whose name says it starts work: `loadShows()`,
  /// `loader.start()`, `fetchData()`. Views' own calls (`tableView.reloadData()`) are theirs.
  static func opaqueCall(in statement: Syntax, types: ExpressionTypes, context: ReviewContext)
    -> InitializerWork?
  {
    let verbs = [
      "load", "fetch", "reload", "refresh", "request", "download", "upload", "sync", "start", "connect",
    ]
    for call in EffectScanner.nodes(in: statement).compactMap({ $0.as(FunctionCallExprSyntax.self) }) {
      guard let target = CallTarget(call, scope: types),
        verbs.contains(where: {
          target.name.hasPrefix($0) && target.name.dropFirst($0.count).first?.isLowercase != true
        }),
        !MemberChain(containing: call.calledExpression).isReactive,
        !context.roles.role(of: target.typeName, from: types.module).isViewLayer
          || target.typeName == types.owner,
        context.types.members(named: target.name, of: target.typeName, from: types.module).isEmpty
      else { continue }
      return InitializerWork(
        node: Syntax(call), description: "calls `\(target.quoted)`",
        advice: "start work in a lifecycle method such as `viewDidLoad`")
    }
    return nil
  }
}
