import SwiftSyntax

/// Collects the calls and assignments that run when a piece of code runs: closures run later
/// (callbacks, subscriptions, task bodies, stored closures) are left out, except those a
/// non-escaping function such as `map` or `forEach` runs at once.
final class RunningCodeCollector: SyntaxAnyVisitor {
  private let root: Syntax
  private(set) var found: [Syntax] = []

  /// Functions that run their closure before they return.
  private static let immediate: Set = [
    "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "sorted", "sort", "first", "last",
    "contains",
    "allSatisfy", "min", "max", "firstIndex", "lastIndex", "removeAll", "partition", "drop", "prefix",
    "split",
    "withLock", "sync", "performAndWait", "autoreleasepool", "withExtendedLifetime",
    "performWithoutAnimation",
  ]

  init(root: Syntax) {
    self.root = root
    super.init(viewMode: .sourceAccurate)
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if node.id != root.id, node.is(DeclSyntax.self), !node.is(VariableDeclSyntax.self) {
      return .skipChildren
    }
    if let closure = node.as(ClosureExprSyntax.self), node.id != root.id, !Self.runsAtOnce(closure) {
      return .skipChildren
    }
    if node.is(FunctionCallExprSyntax.self) || Assignment(node) != nil { found.append(node) }
    return .visitChildren
  }

  /// `{ … }()`, or the closure of `map`, `forEach`… outside a reactive chain.
  static func runsAtOnce(_ closure: ClosureExprSyntax) -> Bool {
    if closure.isImmediatelyCalled { return true }
    var parent = closure.parent
    if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
    guard let call = parent?.as(FunctionCallExprSyntax.self), let name = call.calledExpression.referencedName,
      immediate.contains(name)
    else { return false }
    return !MemberChain(containing: call.calledExpression).isReactive
  }
}
