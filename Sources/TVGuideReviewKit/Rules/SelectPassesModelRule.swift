import SwiftSyntax

/// `select-passes-model`: a view looks up the model of a selected row (`shows[indexPath.row]`)
/// and hands it to its presenter. The presenter owns the list; the view reports the index.
package struct SelectPassesModelRule: ReviewRule {
  package let id = "select-passes-model"
  package let severity = Severity.warning
  package let summary = "A view passes the selected model to its presenter instead of the row's index."

  /// Whom a view reports to, by the property's name. A delegate is left out: in MVC a view
  /// controller owns its models and may hand one to its delegate.
  private static let listeners = ["presenter", "output", "eventhandler", "interactor"]

  package init() {}

  package func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    NodeCollector.all(FunctionDeclSyntax.self, in: file.syntax).flatMap { function in
      guard let indexPath = Self.indexPathParameter(of: function), let body = function.body else {
        return [Finding]()
      }
      let models = Self.modelLocals(in: body, indexPath: indexPath)
      return NodeCollector.all(FunctionCallExprSyntax.self, in: body).compactMap { call in
        guard let listener = Self.listener(of: call),
          let model = call.arguments.lazy.compactMap({ Self.model(in: $0.expression, indexPath, models) })
            .first
        else { return nil }
        return finding(
          at: call, in: file,
          "the view hands `\(listener)` the model `\(model)`; the presenter owns the list, so pass "
            + "the row (`\(indexPath).row`) and let it find the model")
      }
    }
  }

  /// The name of a parameter typed `IndexPath` (or `TextIndexPath`).
  private static func indexPathParameter(of function: FunctionDeclSyntax) -> String? {
    function.signature.parameterClause.parameters.first { $0.type.baseName?.hasSuffix("IndexPath") == true }
      .map { ($0.secondName ?? $0.firstName).text }
  }

  /// `presenter` in `presenter?.didSelect(…)` or `self.output.didSelect(…)`.
  private static func listener(of call: FunctionCallExprSyntax) -> String? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
      return nil
    }
    let root = base.chainRoot
    let name =
      root.isSelf
      ? NodeCollector.all(MemberAccessExprSyntax.self, in: base).last?.declName.baseName.text
      : root.as(DeclReferenceExprSyntax.self)?.baseName.text
    guard let name, listeners.contains(where: { name.lowercased().hasSuffix($0) }) else { return nil }
    return name
  }

  /// Locals bound to a looked-up model: `let show = shows[indexPath.row]`.
  private static func modelLocals(in body: CodeBlockSyntax, indexPath: String) -> Set<String> {
    var names: Set<String> = []
    for binding in NodeCollector.all(PatternBindingSyntax.self, in: body) {
      if let value = binding.initializer?.value, lookup(in: value, indexPath) != nil,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      {
        names.insert(name)
      }
    }
    for binding in NodeCollector.all(OptionalBindingConditionSyntax.self, in: body) {
      if let value = binding.initializer?.value, lookup(in: value, indexPath) != nil,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      {
        names.insert(name)
      }
    }
    return names
  }

  /// The model an argument carries: a subscript by the index path, or a local holding one.
  private static func model(in argument: ExprSyntax, _ indexPath: String, _ models: Set<String>) -> String? {
    if let lookup = lookup(in: argument, indexPath) { return lookup }
    return NodeCollector.all(DeclReferenceExprSyntax.self, in: argument)
      .first { models.contains($0.baseName.text) }?.baseName.text
  }

  /// `shows[indexPath.row]` anywhere inside `expression`.
  private static func lookup(in expression: ExprSyntax, _ indexPath: String) -> String? {
    NodeCollector.all(SubscriptCallExprSyntax.self, in: expression).first { subscriptCall in
      NodeCollector.all(DeclReferenceExprSyntax.self, in: subscriptCall.arguments)
        .contains { $0.baseName.text == indexPath }
    }?.trimmedDescription
  }
}
