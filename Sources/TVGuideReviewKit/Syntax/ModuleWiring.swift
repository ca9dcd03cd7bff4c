import SwiftSyntax

/// `presenter.router = router`, `presenter.interactor = interactor`: code that connects a
/// module's parts, held in its own constants, to each other. Whoever writes it assembles the
/// module, whatever it is called: a router doing it builds views, and a type doing nothing
/// else is the module's builder.
enum ModuleWiring {
  /// The properties that connect a module's parts to each other.
  private static let moduleParts: Set = [
    "presenter", "interactor", "router", "output", "view", "viewInput", "moduleOutput", "wireframe",
  ]

  /// The first assignment in `body` that connects a module's parts held in the function's own
  /// constants. A function that asks locators or factories for the parts and wires them
  /// assembles the module all the same.
  static func first(in body: some SyntaxProtocol) -> ExprSyntax? {
    // Most functions wire nothing: a look at the tokens spares them the syntax walk.
    guard
      body.tokens(viewMode: .sourceAccurate).contains(where: { token in
        moduleParts.contains(token.text)
          && token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
      })
    else { return nil }
    let locals = Set(NodeCollector.all(IdentifierPatternSyntax.self, in: body).map(\.identifier.text))
    let candidates =
      NodeCollector.all(InfixOperatorExprSyntax.self, in: body).map(Syntax.init)
      + NodeCollector.all(SequenceExprSyntax.self, in: body).map(Syntax.init)
    return candidates.sorted { $0.position < $1.position }.lazy.compactMap { node -> ExprSyntax? in
      guard let assignment = Assignment(node),
        let member = assignment.target.as(MemberAccessExprSyntax.self),
        moduleParts.contains(member.declName.baseName.text),
        let base = member.base?.as(DeclReferenceExprSyntax.self), locals.contains(base.baseName.text),
        !assignment.value.withoutEffects.is(NilLiteralExprSyntax.self),
        !listens(member, to: assignment.value)
      else { return nil }
      return assignment.target
    }.first
  }

  /// `module.output = self`: the caller makes itself the output of a module it was handed
  /// whole, as a module's input allows; it listens to the module and connects no two parts of
  /// it. Making itself the module's router (`presenter.router = self`) makes it one of the parts.
  private static func listens(_ target: MemberAccessExprSyntax, to value: ExprSyntax) -> Bool {
    ["output", "moduleOutput"].contains(target.declName.baseName.text)
      && value.withoutEffects.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }
}
