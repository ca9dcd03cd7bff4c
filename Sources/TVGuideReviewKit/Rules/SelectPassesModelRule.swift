import SwiftSyntax

/// `select-passes-model`: the view looks up the model of a selected row and hands it to
/// whoever decides (a presenter, an interactor, a view model, an output), in any of the forms
/// a view selects: an index-path callback (`didSelectRowAt`, `didSelectItemAt`) that
/// subscripts the list or asks a diffable data source or fetched-results controller for the
/// item, or RxCocoa's `modelSelected` (or `itemSelected` mapped to a model) bound or
/// subscribed to it, or a cell's delegate callback that carries the model the cell kept. The
/// presenter owns the list; the view reports the index.
package struct SelectPassesModelRule: ReviewRule {
  package let id = "select-passes-model"
  package let severity = Severity.warning
  package let summary = "A view passes the selected model to its presenter instead of the row's index."

  package init() {}

  package func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    let callbacks = file.catalog.functions.flatMap { function in
      indexPathFindings(in: function, file: file, context: context)
        + cellCallbackFindings(in: function, file: file, context: context)
    }
    let reactive = file.catalog.memberAccesses.compactMap { member in
      reactiveFinding(at: member, file: file, context: context)
    }
    return (callbacks + reactive).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  private func indexPathFindings(in function: FunctionDeclSyntax, file: SourceFile, context: ReviewContext)
    -> [Finding]
  {
    guard let indexPath = Self.indexPathParameter(of: function), let body = function.body,
      Self.isInViewLayer(function, file: file, context: context)
    else { return [] }
    let lookups = ModelLookup(body: body, indexPath: indexPath)
    // The cell's several tap closures of one row, or the branches of one selection (a bid or
    // an ask of the row), each handing the listener the row's model, are one problem: one
    // finding, the others its related places.
    let members = NodeCollector.all(FunctionCallExprSyntax.self, in: body).compactMap {
      call -> FindingGroups.Member? in
      guard Self.isTelling(call), let listener = Listener(call, file: file, context: context),
        let model = call.arguments.lazy.compactMap({ lookups.model(in: $0.expression) }).first
      else { return nil }
      let found = finding(
        at: call, in: file,
        "the view hands `\(listener.name)` the model `\(model)`; the presenter owns the list, so pass "
          + "the row (`\(indexPath).row`) and let it find the model")
      let key = "\(function.id)#\(listener.name)"
      return FindingGroups.Member(key: key, finding: found, note: "hands `\(listener.name)` `\(model)`")
    }
    return FindingGroups.merge(members)
  }

  /// A cell that kept its model sends it back through its delegate, and the view controller
  /// hands it on: the second copy of the list is in the cells.
  private func cellCallbackFindings(in function: FunctionDeclSyntax, file: SourceFile, context: ReviewContext)
    -> [Finding]
  {
    guard let body = function.body, let callback = CellCallback(function, file: file, context: context) else {
      return []
    }
    return NodeCollector.all(FunctionCallExprSyntax.self, in: body).compactMap { call in
      guard Self.isTelling(call), let listener = Listener(call, file: file, context: context),
        let model = call.arguments.lazy.compactMap({ $0.expression.referencedName })
          .first(where: callback.models.contains)
      else { return nil }
      return finding(
        at: call, in: file,
        "the view hands `\(listener.name)` the model `\(model)` a cell kept and sent back; the presenter "
          + "owns the list, so let the cell report its row and pass that")
    }
  }

  /// Whether the call is a statement of its own, telling the listener something; a call whose
  /// value the view reads (`presenter.rows(in: section)[indexPath.row]` to fill a cell) asks
  /// the presenter for what to show, which is how the view should get its rows.
  private static func isTelling(_ call: FunctionCallExprSyntax) -> Bool {
    var node = Syntax(call)
    while let parent = node.parent,
      parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
    {
      node = parent
    }
    return node.parent?.is(CodeBlockItemSyntax.self) == true
  }

  /// A presenter or interactor that looks its own row up by index is where the lookup
  /// belongs; only a view, view controller, cell or table helper hands a model on.
  private static func isInViewLayer(_ function: FunctionDeclSyntax, file: SourceFile, context: ReviewContext)
    -> Bool
  {
    guard let scope = TypeScope.enclosing(function, in: file, context: context) else { return true }
    let role = context.role(of: scope.name, in: file)
    return role.isViewLayer || role == .unknown
  }

  /// `tableView.rx.modelSelected(Show.self).bind(to: presenter.select)`, or subscribed with a
  /// closure that hands the model on; `itemSelected.map { items[$0.row] }` likewise.
  private func reactiveFinding(at member: MemberAccessExprSyntax, file: SourceFile, context: ReviewContext)
    -> Finding?
  {
    let name = member.declName.baseName.text
    guard name == "modelSelected" || name == "itemSelected" || name == "modelDeselected" else { return nil }
    let chain = MemberChain(containing: member)
    if name == "itemSelected", !chain.calls.contains(where: { ModelLookup.mapsIndexToModel($0) }) {
      return nil
    }
    guard
      let listener = chain.calls.lazy.compactMap({ Listener(receivingFrom: $0, file: file, context: context) }
      ).first
    else { return nil }
    return finding(
      at: member.declName, in: file,
      "the view hands `\(listener.name)` the selected model through `\(name)`; the presenter owns the list, so "
        + "bind `itemSelected` and pass the row")
  }

  /// The name of a parameter typed `IndexPath` (or `TextIndexPath`).
  private static func indexPathParameter(of function: FunctionDeclSyntax) -> String? {
    function.signature.parameterClause.parameters.first { $0.type.baseName?.hasSuffix("IndexPath") == true }
      .map { ($0.secondName ?? $0.firstName).text }
  }
}
