import SwiftSyntax

/// `router-builds-views`: a router (a type the model gives the router role, whatever its
/// name: `…Router`, `…RouterImpl`, `…Wireframe`, one adopting a router protocol) or a
/// coordinator creates the next screen (a view controller, its presenter or interactor, or one
/// from a storyboard) instead of asking a builder for it. A router only navigates; assembling a
/// module is the builder's job. A presenter that routes (puts screens on its view's stacks) and
/// makes the screens it shows, other than the view it drives, is held to the same.
package struct RouterBuildsViewsRule: ReviewRule {
  package let id = "router-builds-views"
  package let severity = Severity.warning
  package let summary = "A router creates view controllers (or their presenters) instead of asking a builder."

  package init() {}

  package func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    var created: [(call: FunctionCallExprSyntax, part: String, noun: String)] = []
    var functions: [SyntaxIdentifier: Int] = [:]
    var findings: [Finding] = []
    for call in file.catalog.calls {
      guard let part = createdModulePart(by: call, file: file, context: context),
        let scope = TypeScope.enclosing(call, in: file, context: context)
      else { continue }
      // A presenter that puts screens on its view's stacks is the module's router as well; the
      // screens it makes are a builder's work as much as a router's are. Its presenters and
      // interactors are not counted: a presenter may hold another module's input.
      // A coordinator a presenter reports to is that module's router: the modules it makes
      // itself are as much a builder's work. One that makes screens for view models (MVVM-C)
      // is their builder by design.
      let role = context.role(of: scope.name, in: file)
      guard
        role == .router
          || (role == .coordinator && Self.isModuleRouter(scope.name, file: file, context: context))
          || (role == .presenter && part.isScreen
            && !Self.isOwnView(part.type, of: scope.name, file: file, context: context))
      else { continue }
      // One comment per function (or per closure a stored property keeps): `createModule()`
      // builds a view, a presenter and an interactor, and the fix (ask a builder) is one.
      let function = call.enclosingFunction?.id ?? call.enclosingStoredClosure?.id ?? scope.node.id
      if let index = functions[function] {
        if !created[index].part.contains(part.text) { created[index].part += ", \(part.text)" }
        continue
      }
      functions[function] = created.count
      created.append((call, part.text, role == .router ? "router" : role.rawValue))
    }
    for (call, parts, noun) in created {
      findings.append(
        finding(
          at: call, in: file,
          "the \(noun) creates \(parts) itself; inject a builder and ask it for the next module, "
            + "so the \(noun) only navigates"))
    }
    for function in file.catalog.functions where functions[function.id] == nil {
      guard let body = function.body, let wiring = ModuleWiring.first(in: body),
        let scope = TypeScope.enclosing(function, in: file, context: context),
        context.role(of: scope.name, in: file) == .router
      else { continue }
      findings.append(
        finding(
          at: wiring, in: file,
          "the router wires `\(wiring.trimmedDescription)` itself, assembling a module from parts it was "
            + "handed; inject a builder and ask it for the next module, so the router only navigates"))
    }
    return findings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  /// `` `ShowDetailViewController` `` for `ShowDetailViewController(…)`, `.init(…)` on it or
  /// `ShowDetailViewController.instantiate()`; `a view controller from a storyboard` for
  /// `instantiateViewController(…)`.
  private func createdModulePart(by call: FunctionCallExprSyntax, file: SourceFile, context: ReviewContext)
    -> (text: String, isScreen: Bool, type: String)?
  {
    let callee = call.calledExpression
    if let name = callee.referencedName, ShownScreen.storyboardCalls.contains(name) {
      return ("a view controller from a storyboard", true, "")
    }
    // SwiftGen's `StoryboardScene.Main.showsViewController.instantiate()`.
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "instantiate",
      let scene = member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      scene.first?.isLowercase == true, scene.hasSuffix("Controller")
    {
      return ("a view controller from a storyboard", true, "")
    }
    guard let (typeName, member, spelled) = ShownScreen.madeType(by: call),
      !FrameworkTypes.isSystemScreen(typeName), !ShownScreen.isAlert(typeName, file: file, context: context)
    else { return nil }
    // A navigation controller, the system's or the app's own subclass, only holds the screen it
    // is given (a builder's result the router wraps to present it): making one builds no module,
    // unless its own initialiser makes the screens it holds (as a split or tab controller's may).
    if ShownScreen.isContainer(typeName, file: file, context: context),
      ShownScreen.containerBuildsItsScreens(typeName, call: call, file: file, context: context)
    {
      return ("`\(typeName)` (its initialiser makes the screens it holds)", true, typeName)
    }
    guard !context.types.classChain(from: typeName, module: file.module).contains("UINavigationController"),
      !ShownScreen.isLibraryWrapper(typeName, madeBy: call, file: file, context: context)
    else { return nil }
    let role = context.role(of: typeName, in: file)
    guard [.viewController, .presenter, .interactor].contains(role) else { return nil }
    if let member, Self.isModuleFactory(member, of: typeName, call: call, file: file, context: context) {
      return nil
    }
    // Only the project's own screens count for a presenter: the platform's it makes build no module.
    let isScreen =
      role == .viewController && context.types.declaration(named: typeName, from: file.module) != nil
    return ("`\(spelled)`", isScreen, typeName)
  }

  /// Whether a presenter reports to the coordinator `name`: holds it, or a protocol it adopts.
  private static func isModuleRouter(_ name: String, file: SourceFile, context: ReviewContext) -> Bool {
    guard let declaration = context.types.declaration(named: name, from: file.module) else { return false }
    return ([name] + declaration.inherited).contains { port in
      context.types.holders(ofProtocol: port, from: file.module).contains {
        context.roles.role(of: $0.holder.name, from: $0.holder.module) == .presenter
      }
    }
  }

  /// Whether the screen `typeName` a presenter makes is its own view: one that holds the
  /// presenter (by its type or a protocol it adopts) as the object it reports to. A presenter
  /// making the view it drives, on first use, shows no next module.
  private static func isOwnView(
    _ typeName: String, of presenter: String, file: SourceFile, context: ReviewContext
  )
    -> Bool
  {
    guard let owner = context.types.declaration(named: presenter, from: file.module) else { return false }
    let reportsTo = Set([presenter] + owner.inherited)
    return context.types.classChain(from: typeName, module: file.module).lazy
      .compactMap { context.types.declaration(named: $0, from: file.module) }
      .contains { declaration in
        declaration.storedProperties.values.contains { $0.typeName.map(reportsTo.contains) == true }
      }
  }

  /// `SettingsViewController.instantiate(useSwinject: true)`: a static factory of the next
  /// screen, written in the project, that assembles the module itself (wires its parts, or
  /// has a dependency container resolve them, as SwinjectStoryboard does) is that module's
  /// builder under another name; the router asks it and builds nothing. A factory that only
  /// loads the view controller (`fromNib()`) leaves the module to whoever calls it.
  private static func isModuleFactory(
    _ member: MemberAccessExprSyntax, of typeName: String, call: FunctionCallExprSyntax, file: SourceFile,
    context: ReviewContext
  ) -> Bool {
    let labels = call.arguments.map { $0.label?.text }
    return context.types.members(named: member.declName.baseName.text, of: typeName, from: file.module)
      .filter { $0.isStatic && $0.accepts(labels: labels) }
      .contains { factory in
        guard let body = factory.body else { return false }
        return context.effects.effects(of: factory, module: file.module).effects.contains(.wiresModules)
          || reachesDependencyContainer(body)
      }
  }

  /// A `resolve(…)` call or an argument labelled `container`: the factory hands the module's
  /// assembly to a dependency container.
  private static func reachesDependencyContainer(_ body: Syntax) -> Bool {
    body.tokens(viewMode: .sourceAccurate).contains { token in
      switch (token.tokenKind, token.nextToken(viewMode: .sourceAccurate)?.tokenKind) {
      case (.identifier("resolve"), .leftParen?): true
      case (.identifier("container"), .colon?): token.parent?.is(LabeledExprSyntax.self) == true
      default: false
      }
    }
  }
}

extension FunctionCallExprSyntax {
  /// The stored property whose initial value holds the call: a `lazy var` keeping a closure
  /// that navigates, one route of several a type keeps so.
  fileprivate var enclosingStoredClosure: Syntax? {
    var current = parent
    while let node = current {
      if node.is(PatternBindingSyntax.self) && node.parent?.parent?.is(VariableDeclSyntax.self) == true
        && node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
      {
        return node
      }
      current = node.parent
    }
    return nil
  }
}
