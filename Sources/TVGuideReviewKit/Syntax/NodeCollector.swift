import SwiftSyntax

/// Finds every node of one type under a node, in source order.
final class NodeCollector: SyntaxAnyVisitor {
  /// The node type looked for; `nil` collects every node.
  private let wanted: ObjectIdentifier?
  private var found: [Syntax] = []

  private init(wanted: ObjectIdentifier?) {
    self.wanted = wanted
    super.init(viewMode: .sourceAccurate)
  }

  /// Every `Node` inside `root`, `root` included. Nodes are matched by their kind's type, so
  /// the walk casts only the nodes it keeps: casting each node it passes costs more than the
  /// walk.
  static func all<Node: SyntaxProtocol>(_ type: Node.Type, in root: some SyntaxProtocol) -> [Node] {
    let collector = NodeCollector(wanted: Node.self == Syntax.self ? nil : ObjectIdentifier(Node.self))
    collector.walk(root)
    return collector.found.compactMap { $0.as(Node.self) }
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if let wanted {
      if ObjectIdentifier(node.kind.syntaxNodeType) == wanted { found.append(node) }
    } else {
      found.append(node)
    }
    return .visitChildren
  }
}
