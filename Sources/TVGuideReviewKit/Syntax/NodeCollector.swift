import SwiftSyntax

/// Finds every node of one type under a node, in source order.
final class NodeCollector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
  private var found: [Node] = []

  private init() {
    super.init(viewMode: .sourceAccurate)
  }

  /// Every `Node` inside `root`, `root` included.
  static func all(_ type: Node.Type, in root: some SyntaxProtocol) -> [Node] {
    let collector = NodeCollector<Node>()
    collector.walk(root)
    return collector.found
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if let match = node.as(Node.self) { found.append(match) }
    return .visitChildren
  }
}
