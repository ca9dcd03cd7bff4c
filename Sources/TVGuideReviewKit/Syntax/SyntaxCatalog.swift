import SwiftSyntax

/// The nodes of a reviewed file the rules look at, found in one walk: eight rules walking
/// the whole tree each took more time than parsing it.
package struct SyntaxCatalog: Sendable {
  private(set) var protocols: [ProtocolDeclSyntax] = []
  private(set) var initializers: [InitializerDeclSyntax] = []
  private(set) var functions: [FunctionDeclSyntax] = []
  private(set) var variables: [VariableDeclSyntax] = []
  private(set) var closures: [ClosureExprSyntax] = []
  private(set) var calls: [FunctionCallExprSyntax] = []
  private(set) var memberAccesses: [MemberAccessExprSyntax] = []
  /// Names used in code, `DeclReferenceExprSyntax` and `IdentifierTypeSyntax`, in source order.
  private(set) var names: [Syntax] = []

  /// An empty catalog, for files that are only indexed.
  init() {}

  init(_ syntax: SourceFileSyntax) {
    let walker = Walker()
    walker.walk(syntax)
    self = walker.catalog
  }

  /// The calls, member accesses and names inside `node`, in source order: what the rules
  /// read in a type's body.
  func uses(in node: some SyntaxProtocol) -> [Syntax] {
    let range = node.position..<node.endPosition
    let found =
      Self.slice(calls, inside: range).map(Syntax.init)
      + Self.slice(memberAccesses, inside: range).map(Syntax.init)
      + Self.slice(names, inside: range)
    return found.sorted { ($0.position, $0.endPosition) < ($1.position, $1.endPosition) }
  }

  /// The nodes of `nodes` that start inside `range`. The walk filed them in source order, so
  /// they are found by two binary searches: filtering every node of the file for each type's
  /// body made a file with many types quadratic (a 5 MB file took 24 s, issue 34).
  private static func slice<Node: SyntaxProtocol>(_ nodes: [Node], inside range: Range<AbsolutePosition>)
    -> ArraySlice<Node>
  {
    func firstIndex(notBefore position: AbsolutePosition) -> Int {
      var (low, high) = (0, nodes.count)
      while low < high {
        let middle = (low + high) / 2
        if nodes[middle].position < position { low = middle + 1 } else { high = middle }
      }
      return low
    }
    return nodes[firstIndex(notBefore: range.lowerBound)..<firstIndex(notBefore: range.upperBound)]
  }

  /// One walk that files each node under its kind.
  private final class Walker: SyntaxVisitor {
    var catalog = SyntaxCatalog()

    init() {
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      catalog.protocols.append(node)
      return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      catalog.initializers.append(node)
      return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      catalog.functions.append(node)
      return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      catalog.variables.append(node)
      return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      catalog.closures.append(node)
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      catalog.calls.append(node)
      return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      catalog.memberAccesses.append(node)
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      catalog.names.append(Syntax(node))
      return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      catalog.names.append(Syntax(node))
      return .visitChildren
    }
  }
}
