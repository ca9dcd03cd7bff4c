import SwiftSyntax

/// The calls written in a body, closures included, in source order.
final class CallCollector: SyntaxVisitor {
  private var calls: [FunctionCallExprSyntax] = []

  static func calls(in body: Syntax) -> [FunctionCallExprSyntax] {
    let collector = CallCollector(viewMode: .sourceAccurate)
    collector.walk(body)
    return collector.calls
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    return .visitChildren
  }
}
