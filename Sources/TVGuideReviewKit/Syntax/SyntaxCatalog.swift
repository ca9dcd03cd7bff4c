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
    let inside = { (other: Syntax) in range.contains(other.position) }
    let found =
      calls.map(Syntax.init).filter(inside) + memberAccesses.map(Syntax.init).filter(inside)
      + names.filter(inside)
    return found.sorted { ($0.position, $0.endPosition) < ($1.position, $1.endPosition) }
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
