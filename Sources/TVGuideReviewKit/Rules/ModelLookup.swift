import SwiftSyntax

/// The models an index-path callback looks up: `shows[indexPath.row]`,
/// `dataSource.itemIdentifier(for: indexPath)`, `fetchedResults.object(at: indexPath)`, and
/// the locals bound to one.
struct ModelLookup {
  let indexPath: String
  private var locals: Set<String> = []

  init(body: CodeBlockSyntax, indexPath: String) {
    self.indexPath = indexPath
    // In source order, so that a value taken from a looked-up row (`if let bid = row.bid`)
    // carries the model as the row does.
    for node in NodeCollector.all(Syntax.self, in: body) {
      guard let (value, names) = Self.bound(by: node), carries(value) else { continue }
      locals.formUnion(names)
    }
  }

  /// The value a declaration or condition binds and the names it binds it to: `let show =`,
  /// `if let show =`, `if case .show(let show) =`, and the cases of a `switch` on it.
  private static func bound(by node: Syntax) -> (ExprSyntax, [String])? {
    if let binding = node.as(PatternBindingSyntax.self), let value = binding.initializer?.value,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    {
      return (value, [name])
    }
    if let binding = node.as(OptionalBindingConditionSyntax.self), let value = binding.initializer?.value,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    {
      return (value, [name])
    }
    if let condition = node.as(MatchingPatternConditionSyntax.self) {
      return (condition.initializer.value, names(in: condition.pattern))
    }
    if let choice = node.as(SwitchExprSyntax.self) {
      let labels = choice.cases.compactMap {
        $0.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self)
      }
      return (choice.subject, labels.flatMap { names(in: $0.caseItems) })
    }
    return nil
  }

  private static func names(in pattern: some SyntaxProtocol) -> [String] {
    NodeCollector.all(IdentifierPatternSyntax.self, in: pattern).map(\.identifier.text)
  }

  /// Whether `value` is a lookup by the index path or reads a local that holds one.
  private func carries(_ value: ExprSyntax) -> Bool {
    model(in: value) != nil
  }

  /// The model an argument carries: a lookup by the index path, or a local holding one.
  func model(in argument: ExprSyntax) -> String? {
    if let lookup = lookup(in: argument) { return lookup }
    return NodeCollector.all(DeclReferenceExprSyntax.self, in: argument)
      .first { locals.contains($0.baseName.text) && !Self.isShadowed($0) }?.baseName.text
  }

  /// Whether a closure around `reference` takes a parameter of its name: `{ isOn in … isOn }`
  /// in a cell's switch handler is the value the switch sends, not the row's local.
  private static func isShadowed(_ reference: DeclReferenceExprSyntax) -> Bool {
    let name = reference.baseName.text
    var current = reference.parent
    while let node = current, !node.is(FunctionDeclSyntax.self) {
      if let closure = node.as(ClosureExprSyntax.self), closureParameters(of: closure).contains(name) {
        return true
      }
      current = node.parent
    }
    return false
  }

  private static func closureParameters(of closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let names): names.map(\.name.text)
    case .parameterClause(let clause): clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: []
    }
  }

  /// A subscript or a call that takes the index path and gives a model; not `IndexPath(…)`
  /// or `indexPath.row` themselves.
  private func lookup(in expression: ExprSyntax) -> String? {
    for node in NodeCollector.all(Syntax.self, in: expression) {
      if let subscriptCall = node.as(SubscriptCallExprSyntax.self), mentionsIndexPath(subscriptCall.arguments)
      {
        return subscriptCall.quotedText
      }
      if let call = node.as(FunctionCallExprSyntax.self), mentionsIndexPath(call.arguments),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), isLookup(member)
      {
        return call.quotedText
      }
    }
    return nil
  }

  /// Methods that give the item at an index path.
  private static let lookupMethods: Set = [
    "itemIdentifier", "sectionIdentifier", "object", "item", "model", "element", "cellModel", "viewModel",
  ]

  /// What a table or collection view, or whatever answers for its cells, gives for an index
  /// path that is no model: cells, views, geometry, other index paths.
  private static let viewAnswers = [
    "cell", "dequeue", "deselect", "select", "reload", "scroll", "rect", "layout", "supplementary", "insert",
    "delete", "move", "indexPath", "frame", "size", "height", "width", "view", "header", "footer", "convert",
  ]

  /// A method that gives the item at an index path: one of the known names, or any other
  /// object's (a diff calculator's `value(atIndexPath:)`, a store's `record(at:)`) unless its
  /// name says it answers with a cell, a view or geometry. The table or collection view itself
  /// answers only with those; an initialiser makes a value that carries the index.
  private func isLookup(_ member: MemberAccessExprSyntax) -> Bool {
    let method = member.declName.baseName.text
    if Self.lookupMethods.contains(method) { return true }
    // `Request(selectedIndex: indexPath.item)` builds a value that carries the index itself.
    guard method.first?.isLowercase == true, let base = member.base, !base.isSelf else { return false }
    let receiver =
      (base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "").lowercased()
    guard !receiver.isEmpty, receiver != indexPath.lowercased(), !receiver.hasSuffix("view"),
      !receiver.hasSuffix("cell")
    else { return false }
    let lowered = method.lowercased()
    // `dataSource.rowIndex(at: indexPath)` answers with a number: the index the rule asks for.
    if Self.numberAnswers.contains(where: { lowered.hasSuffix($0) }) { return false }
    return !Self.viewAnswers.contains {
      lowered.hasPrefix($0.lowercased()) || lowered.hasSuffix($0.lowercased())
    }
  }

  /// How a method that answers an index path with a number ends its name (`rowIndex(at:)`,
  /// `row(for:)`, `absolutePosition(of:)`).
  private static let numberAnswers = ["index", "row", "section", "position", "offset", "number", "count"]

  private func mentionsIndexPath(_ arguments: some SyntaxProtocol) -> Bool {
    NodeCollector.all(DeclReferenceExprSyntax.self, in: arguments).contains { $0.baseName.text == indexPath }
  }

  /// `map { items[$0.row] }`, `map { self.dataSource.itemIdentifier(for: $0) }`: a reactive
  /// step that turns a selected index path into the model.
  static func mapsIndexToModel(_ call: FunctionCallExprSyntax) -> Bool {
    guard
      ["map", "compactMap", "flatMap"].contains(
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""),
      let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
    else { return false }
    let parameter = closureParameters(of: closure).first ?? "$0"
    return ModelLookup(indexPathName: parameter).lookup(in: ExprSyntax(closure)) != nil
  }

  private init(indexPathName: String) {
    indexPath = indexPathName
  }
}
