import SwiftSyntax

/// Finds the work hidden in an initialiser's values: `self` handed to another object, a task
/// started, a call into the network or a data source. Does not look into closures.
final class ValueScanner: SyntaxAnyVisitor {
  private var found: [InitializerWork] = []

  private init() {
    super.init(viewMode: .sourceAccurate)
  }

  static func work(in node: some SyntaxProtocol) -> [InitializerWork] {
    let scanner = ValueScanner()
    scanner.walk(node)
    return scanner.found
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if node.is(ClosureExprSyntax.self) { return .skipChildren }
    if let reference = node.as(DeclReferenceExprSyntax.self), ExprSyntax(reference).isSelf,
      !Self.isMemberBase(node)
    {
      record(
        node, .handsOutSelf, "hands `self` to another object",
        "connect objects in the builder or in `viewDidLoad`")
    } else if let call = node.as(FunctionCallExprSyntax.self) {
      inspect(call)
    }
    return .visitChildren
  }

  private func inspect(_ call: FunctionCallExprSyntax) {
    let callee = call.calledExpression
    let calleeName = callee.referencedName
    if calleeName == "Task" || callee.trimmedDescription == "Task.detached" {
      record(
        Syntax(call), .startsTask, "starts a task", "start work in a lifecycle method such as `viewDidLoad`")
    } else if callee.is(MemberAccessExprSyntax.self),
      let root = callee.chainRoot.as(DeclReferenceExprSyntax.self)?.baseName.text,
      RoleNames.isDataAccess(root)
    {
      record(
        Syntax(call), .reachesData, "calls `\(root)`",
        "fetch data in a lifecycle method, through an interactor")
    }
  }

  /// `self` in `self.x`: a member of this object, not the object handed out.
  private static func isMemberBase(_ node: Syntax) -> Bool {
    guard let member = node.parent?.as(MemberAccessExprSyntax.self) else { return false }
    return member.base?.id == node.id
  }

  private func record(_ node: Syntax, _ kind: InitializerWork.Kind, _ description: String, _ advice: String) {
    found.append(InitializerWork(node: node, kind: kind, description: description, advice: advice))
  }
}
