import SwiftSyntax

/// Something an initialiser does beyond setting stored properties.
struct InitializerWork {
  /// What the work is, which decides whether the initialiser of a view may do it.
  enum Kind {
    /// A method call (`loadShows()`, `addSubview(label)`).
    case call
    /// Setting a subview's `delegate` or `dataSource`.
    case delegateWiring
    /// Connecting parts of a module: a presenter's `view`, an `output`, a `router`.
    case moduleWiring
    /// `self` passed to another object.
    case handsOutSelf
    case startsTask
    case reachesData
  }

  let node: Syntax
  let kind: Kind
  let description: String
  let advice: String

  /// Calls that only check, stop or log, which an initialiser may make.
  private static let allowedCalls: Set = [
    "precondition", "preconditionFailure", "assert", "assertionFailure", "fatalError", "dispatchPrecondition",
    "print", "debugPrint", "NSLog", "dump",
  ]
  /// Edits of a collection, which build a local value (`rows.append(row)`).
  private static let collectionEdits: Set = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "sort", "reverse",
    "reserveCapacity", "merge", "formUnion", "updateValue",
  ]
  /// Properties of other objects that connect them to this one.
  private static let wiringNames = [
    "delegate", "dataSource", "output", "view", "viewController", "presenter", "interactor", "router",
  ]

  /// The work in a list of statements, looking into `if`, `guard`, `do`, `switch` and loops.
  /// With `lookingIntoCalls`, a call is searched for the work in it (a task, data, `self`)
  /// besides being reported itself; a view needs that, since it may make calls.
  static func statements(_ items: CodeBlockItemListSyntax, lookingIntoCalls: Bool = false)
    -> [InitializerWork]
  {
    let locals = Set(NodeCollector.all(IdentifierPatternSyntax.self, in: items).map(\.identifier.text))
    return Scan(lookingIntoCalls: lookingIntoCalls, locals: locals).statements(items)
  }

  /// One walk over an initialiser's body.
  private struct Scan {
    let lookingIntoCalls: Bool
    /// Variables declared in the body: building a local (`rows.append(row)`) is computing a
    /// value, not work.
    let locals: Set<String>

    func statements(_ items: CodeBlockItemListSyntax) -> [InitializerWork] {
      items.flatMap { item -> [InitializerWork] in
        switch item.item {
        case .decl(let decl): value(Syntax(decl))
        case .stmt(let stmt): nested(in: Syntax(stmt))
        case .expr(let expr): expression(expr)
        }
      }
    }

    private func nested(in node: Syntax) -> [InitializerWork] {
      if let expression = node.as(ExpressionStmtSyntax.self)?.expression {
        return self.expression(expression)
      }
      return blocks(in: node).flatMap { statements($0) }
    }

    /// The statement lists directly inside `node`: bodies of `if`, `guard`, `do`, `switch`, loops.
    private func blocks(in node: Syntax) -> [CodeBlockItemListSyntax] {
      var blocks: [CodeBlockItemListSyntax] = []
      for child in node.children(viewMode: .sourceAccurate) {
        if let block = child.as(CodeBlockSyntax.self) {
          blocks.append(block.statements)
        } else if let caseItem = child.as(SwitchCaseSyntax.self) {
          blocks.append(caseItem.statements)
        } else if !child.is(ClosureExprSyntax.self), !child.is(CodeBlockItemListSyntax.self) {
          blocks += self.blocks(in: child)
        }
      }
      return blocks
    }

    private func expression(_ expression: ExprSyntax) -> [InitializerWork] {
      let expression = expression.withoutEffects
      if let assignment = expression.as(InfixOperatorExprSyntax.self),
        assignment.operator.is(AssignmentExprSyntax.self)
      {
        return self.assignment(assignment)
      }
      if let call = expression.as(FunctionCallExprSyntax.self) { return self.call(call) }
      if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
        return blocks(in: Syntax(expression)).flatMap { statements($0) }
      }
      return value(Syntax(expression))
    }

    private func call(_ call: FunctionCallExprSyntax) -> [InitializerWork] {
      let callee = call.calledExpression
      let isInitDelegation =
        callee.as(MemberAccessExprSyntax.self).map {
          $0.declName.baseName.tokenKind == .keyword(.`init`)
            && ($0.base?.isSelf == true || $0.base?.as(SuperExprSyntax.self) != nil)
        } ?? false
      let member = callee.as(MemberAccessExprSyntax.self)
      let mutatesLocal =
        member.map { collectionEdits.contains($0.declName.baseName.text) } == true
        && member?.base?.as(DeclReferenceExprSyntax.self).map { locals.contains($0.baseName.text) } == true
      if isInitDelegation || mutatesLocal || allowedCalls.contains(callee.trimmedDescription) {
        return value(Syntax(call.arguments))
      }
      let work = InitializerWork(
        node: Syntax(call), kind: .call, description: "calls `\(callee.trimmedDescription)`",
        advice: "start work in a lifecycle method such as `viewDidLoad`")
      return [work] + (lookingIntoCalls ? value(Syntax(call)) : [])
    }

    private func assignment(_ assignment: InfixOperatorExprSyntax) -> [InitializerWork] {
      let target = assignment.leftOperand
      if target.is(DiscardAssignmentExprSyntax.self) { return expression(assignment.rightOperand) }
      if let member = target.as(MemberAccessExprSyntax.self), let base = member.base, !base.isSelf,
        let kind = wiringKind(member.declName.baseName.text)
      {
        let work = InitializerWork(
          node: Syntax(assignment), kind: kind, description: "wires `\(target.trimmedDescription)`",
          advice: "connect objects in the builder or in `viewDidLoad`")
        return [work] + (lookingIntoCalls ? value(Syntax(assignment.rightOperand)) : [])
      }
      return value(Syntax(assignment.rightOperand))
    }

    private func wiringKind(_ property: String) -> Kind? {
      if property == "delegate" || property == "dataSource" || property.hasSuffix("Delegate") {
        return .delegateWiring
      }
      return wiringNames.contains(property) ? .moduleWiring : nil
    }

    /// Work hidden in a value: `self` handed to another object, a task started, data reached.
    /// Closures are left to `strong-self-capture`: they run later, not during `init`.
    private func value(_ node: Syntax) -> [InitializerWork] {
      ValueScanner.work(in: node)
    }
  }
}
