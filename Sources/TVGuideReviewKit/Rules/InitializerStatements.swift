import SwiftSyntax

/// The statements of an initialiser's body, looking into `if`, `guard`, `do`, `switch` and
/// loops, each with the calls in it; building a local (`rows.append(row)` on a local `var
/// rows`) is computing a value, and is left out.
enum InitializerStatements {
  static func all(in items: CodeBlockItemListSyntax) -> [Syntax] {
    let locals = Set(NodeCollector.all(IdentifierPatternSyntax.self, in: items).map(\.identifier.text))
    return statements(items).filter { !editsLocal($0, locals: locals) }
  }

  private static func statements(_ items: CodeBlockItemListSyntax) -> [Syntax] {
    items.flatMap { item -> [Syntax] in
      switch item.item {
      case .decl(let decl): [Syntax(decl)]
      case .expr(let expr): expression(expr)
      case .stmt(let stmt):
        if let expression = stmt.as(ExpressionStmtSyntax.self)?.expression {
          self.expression(expression)
        } else {
          blocks(in: Syntax(stmt)).flatMap(statements) + conditions(of: stmt)
        }
      }
    }
  }

  private static func expression(_ expression: ExprSyntax) -> [Syntax] {
    if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
      return blocks(in: Syntax(expression)).flatMap(statements)
    }
    return [Syntax(expression)]
  }

  /// The conditions of `if`, `guard` and `while`: they run too.
  private static func conditions(of statement: StmtSyntax) -> [Syntax] {
    if let guardStmt = statement.as(GuardStmtSyntax.self) { return guardStmt.conditions.map(Syntax.init) }
    if let whileStmt = statement.as(WhileStmtSyntax.self) { return whileStmt.conditions.map(Syntax.init) }
    return []
  }

  /// The statement lists directly inside `node`: bodies of `if`, `guard`, `do`, `switch`, loops.
  private static func blocks(in node: Syntax) -> [CodeBlockItemListSyntax] {
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

  /// Edits of a local collection.
  private static let collectionEdits: Set = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "sort", "reverse",
    "reserveCapacity", "merge", "formUnion", "updateValue",
  ]

  private static func editsLocal(_ statement: Syntax, locals: Set<String>) -> Bool {
    guard let call = statement.as(ExprSyntax.self)?.withoutEffects.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      collectionEdits.contains(member.declName.baseName.text),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return false }
    return locals.contains(base.baseName.text)
  }
}
