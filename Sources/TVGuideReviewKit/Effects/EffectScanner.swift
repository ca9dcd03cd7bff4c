import SwiftSyntax

/// Reads the effects of single calls and assignments, without following calls.
enum EffectScanner {
  /// The calls and assignments under `node` that run when it does: closures that run later
  /// (callbacks, subscriptions, tasks' bodies) and nested declarations are left out.
  static func nodes(in node: Syntax) -> [Syntax] {
    let collector = RunningCodeCollector(root: node)
    collector.walk(node)
    return collector.found
  }

  /// Calls that only check, stop or log, which do nothing another object sees.
  private static let quietCalls: Set = [
    "precondition", "preconditionFailure", "assert", "assertionFailure", "fatalError", "dispatchPrecondition",
    "print", "debugPrint", "NSLog", "dump", "os_log",
  ]
  /// Properties of other objects that connect them to this one.
  private static let wiringNames: Set = [
    "delegate", "dataSource", "output", "view", "viewController", "presenter", "interactor", "router",
    "moduleOutput", "eventHandler", "wireframe", "coordinator", "userInterface",
  ]
  private static let navigationCalls: Set = [
    "present", "pushViewController", "showDetailViewController", "performSegue", "setViewControllers",
    "popViewController", "popToRootViewController", "popToViewController",
  ]

  /// What one call does by itself: reach data, start a task, create a module, navigate, ask
  /// another part of a module to act, or hand `self` out.
  static func directEffects(of call: FunctionCallExprSyntax, scope: ExpressionTypes, roles: ProjectRoles)
    -> [EffectWitness]
  {
    let callee = call.calledExpression
    if let name = callee.referencedName, quietCalls.contains(name) { return [] }
    if isDelegation(callee) { return [] }
    var found: [EffectWitness] = []
    let quoted = "`\(callee.quotedText)`"
    func add(_ effect: Effect, _ description: String, _ kind: DataKind? = nil) {
      found.append(
        EffectWitness(effect: effect, dataKind: kind, description: description, node: Syntax(call)))
    }
    if let created = ExpressionTypes.createdTypeName(ExprSyntax(call)) {
      if let kind = DataAPIs.kind(ofType: created) {
        add(kind == .sdk ? .startsSDK : .reachesData, "creates `\(created)`", kind)
      } else if created == "Task" {
        add(.startsTask, "starts a task")
      } else if created != scope.owner,
        roles.is(created, from: scope.module, .viewController, .builder, .coordinator),
        !FrameworkTypes.isSystemScreen(created)
      {
        add(.createsModule, "creates `\(created)`")
      } else if created == "String", formatsText(call) {
        add(.formats, "formats with `String(format:)`")
      } else if RoleNames.isFormatter(created) || roles.is(created, from: scope.module, .formatter) {
        add(.formats, "creates `\(created)`")
      }
    } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      memberEffects(call, member.declName.baseName.text, base, quoted, scope: scope, roles: roles, add: add)
    } else if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text {
      if navigationCalls.contains(name) { add(.navigates, "calls \(quoted)") }
      if name == "formatted" { add(.formats, "formats with `formatted`") }
    }
    if !MemberChain(containing: callee).isReactive, !isDelegation(callee),
      call.arguments.contains(where: { $0.expression.isSelf })
    {
      add(.handsOutSelf, "hands `self` to \(quoted)")
    }
    return found
  }

  /// Whether `String(…)`'s `call` formats text: it takes a `format:`, and its result is no
  /// associated object's key (`objc_setAssociatedObject(self, String(format: "[%d]",
  /// arc4random()), …)`), a name the runtime files a value under that nobody reads.
  static func formatsText(_ call: FunctionCallExprSyntax) -> Bool {
    call.arguments.first?.label?.text == "format" && !isAssociationKey(call)
  }

  private static func isAssociationKey(_ call: FunctionCallExprSyntax) -> Bool {
    guard let argument = call.parent?.as(LabeledExprSyntax.self),
      let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let name = outer.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return false }
    return ["objc_setAssociatedObject", "objc_getAssociatedObject"].contains(name)
  }

  private static func memberEffects(
    _ call: FunctionCallExprSyntax, _ name: String, _ base: ExprSyntax, _ quoted: String,
    scope: ExpressionTypes,
    roles: ProjectRoles, add: (Effect, String, DataKind?) -> Void
  ) {
    let chain = MemberChain(containing: call.calledExpression)
    let rootName = chain.root.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
    if rootName.first?.isUppercase == true, let kind = DataAPIs.kind(ofType: rootName) {
      return add(kind == .sdk ? .startsSDK : .reachesData, "calls \(quoted)", kind)
    }
    if let first = chain.names.dropFirst().first, let kind = DataAPIs.kind(ofStaticCall: rootName, first) {
      return add(kind == .sdk ? .startsSDK : .reachesData, "calls \(quoted)", kind)
    }
    if let kind = chain.names.lazy.compactMap(DataAPIs.kind(ofMember:)).first {
      return add(.reachesData, "calls \(quoted)", kind)
    }
    if name == "formatted" { return add(.formats, "formats with `formatted`", nil) }
    if name.hasPrefix("string"), let receiver = scope.typeName(of: base), RoleNames.isFormatter(receiver) {
      return add(.formats, "formats with \(quoted)", nil)
    }
    // `DispatchQueue.main.async` only defers code to the main thread; what it runs is
    // scanned where it is written.
    let toMainQueue = chain.names.dropFirst().first == "main"
    if (rootName == "DispatchQueue" && name.hasPrefix("async") && !toMainQueue) || name == "scheduledTimer"
      || (rootName == "Task" && name == "detached") || name == "addOperation"
    {
      return add(.startsTask, "starts work with \(quoted)", nil)
    }
    if navigationCalls.contains(name) { return add(.navigates, "calls \(quoted)", nil) }
    if name.hasPrefix("instantiate") && name.hasSuffix("ViewController") {
      return add(.createsModule, "creates a view controller from a storyboard", nil)
    }
    guard let receiver = scope.typeName(of: base), receiver != scope.owner else { return }
    if let kind = DataAPIs.kind(ofType: receiver) {
      return add(kind == .sdk ? .startsSDK : .reachesData, "calls \(quoted)", kind)
    }
    switch roles.role(of: receiver, from: scope.module) {
    case .dataService: add(.reachesData, "calls \(quoted) on `\(receiver)`", .network)
    case .interactor: add(.asksModulePart, "asks the interactor: calls \(quoted)", nil)
    case .router, .coordinator: add(.asksModulePart, "asks for navigation: calls \(quoted)", nil)
    case .builder: add(.createsModule, "asks a builder for a module: calls \(quoted)", nil)
    default: break
    }
  }

  /// What one assignment does: wiring another object to this one, or handing `self` to it.
  static func effects(of assignment: Assignment) -> [EffectWitness] {
    guard let member = assignment.target.as(MemberAccessExprSyntax.self), let base = member.base, !base.isSelf
    else { return [] }
    let property = member.declName.baseName.text
    var found: [EffectWitness] = []
    // Clearing a delegate (`= nil`) connects nothing.
    let clears = assignment.value.withoutEffects.is(NilLiteralExprSyntax.self)
    if !clears,
      wiringNames.contains(property) || property.hasSuffix("Delegate") || property.hasSuffix("DataSource")
    {
      found.append(
        EffectWitness(
          effect: .wiresModules, dataKind: nil, description: "wires `\(assignment.target.quotedText)`",
          node: assignment.node))
    }
    if assignment.value.withoutEffects.isSelf {
      found.append(
        EffectWitness(
          effect: .handsOutSelf, dataKind: nil,
          description: "hands `self` to `\(assignment.target.quotedText)`",
          node: assignment.node))
    }
    return found
  }

  /// `super.init(…)` and `self.init(…)`: an initialiser handing over to another.
  static func isDelegation(_ callee: ExprSyntax) -> Bool {
    guard let member = callee.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`)
    else { return false }
    return member.base?.isSelf == true || member.base?.is(SuperExprSyntax.self) == true
  }
}
