import SwiftSyntax

/// `router-builds-views`: a router (a type the model gives the router role, whatever its
/// name: `…Router`, `…RouterImpl`, `…Wireframe`, one adopting a router protocol) creates the
/// next screen (a view controller, its presenter or interactor, or one from a storyboard)
/// instead of asking a builder for it. A router only navigates; assembling a module is the
/// builder's job.
package struct RouterBuildsViewsRule: ReviewRule {
  package let id = "router-builds-views"
  package let severity = Severity.warning
  package let summary = "A router creates view controllers (or their presenters) instead of asking a builder."

  private static let storyboardCalls: Set = ["instantiateViewController", "instantiateInitialViewController"]

  package init() {}

  package func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    var created: [(call: FunctionCallExprSyntax, part: String)] = []
    var functions: [SyntaxIdentifier: Int] = [:]
    var findings: [Finding] = []
    for call in file.catalog.calls {
      guard let part = createdModulePart(by: call, file: file, context: context),
        let scope = TypeScope.enclosing(call, in: file, context: context),
        context.role(of: scope.name, in: file) == .router
      else { continue }
      // One comment per function: `createModule()` builds a view, a presenter and an
      // interactor, and the fix (ask a builder) is one.
      // A lazy property's closure (a binder that shows one stack) is a function of its own.
      let function = call.enclosingFunction?.id ?? Self.enclosingProperty(of: call)?.id ?? scope.node.id
      if let index = functions[function] {
        if !created[index].part.contains(part) { created[index].part += ", \(part)" }
        continue
      }
      functions[function] = created.count
      created.append((call, part))
    }
    for (call, parts) in created {
      findings.append(
        finding(
          at: call, in: file,
          "the router creates \(parts) itself; inject a builder and ask it for the next module, "
            + "so the router only navigates"))
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

  /// The stored property whose initial value holds `node`.
  private static func enclosingProperty(of node: some SyntaxProtocol) -> VariableDeclSyntax? {
    var current = node.parent
    while let next = current {
      if let property = next.as(VariableDeclSyntax.self) { return property }
      if next.is(MemberBlockSyntax.self) { return nil }
      current = next.parent
    }
    return nil
  }

  /// Static methods that make an instance: `ShowDetailViewController.instantiate()`,
  /// `.fromStoryboard()`, `.make()`. Other static calls (`canSendMail()`) only ask.
  private static func isFactoryMethod(_ name: String) -> Bool {
    ["instantiate", "make", "create", "build", "from", "new", "load"].contains { name.hasPrefix($0) }
  }

  /// An alert the app makes itself (a `UIAlertController` subclass, or a view controller
  /// named as an alert: `CustomAlertController`): a router may present it, like the system's.
  private static func isAlert(_ typeName: String, file: SourceFile, context: ReviewContext) -> Bool {
    if context.types.classChain(from: typeName, module: file.module).contains("UIAlertController") {
      return true
    }
    return ["Alert", "AlertController", "AlertViewController"].contains { typeName.hasSuffix($0) }
  }

  /// `` `ShowDetailViewController` `` for `ShowDetailViewController(…)`, `.init(…)` on it or
  /// `ShowDetailViewController.instantiate()`; `a view controller from a storyboard` for
  /// `instantiateViewController(…)`.
  private func createdModulePart(by call: FunctionCallExprSyntax, file: SourceFile, context: ReviewContext)
    -> String?
  {
    let callee = call.calledExpression
    if let name = callee.referencedName, Self.storyboardCalls.contains(name) {
      return "a view controller from a storyboard"
    }
    let member = callee.as(MemberAccessExprSyntax.self)
    // SwiftGen's `StoryboardScene.Main.showsViewController.instantiate()`.
    if let member, member.declName.baseName.text == "instantiate",
      let scene = member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      scene.first?.isLowercase == true, scene.hasSuffix("Controller")
    {
      return "a view controller from a storyboard"
    }
    if let member, member.declName.baseName.tokenKind != .keyword(.`init`),
      !Self.isFactoryMethod(member.declName.baseName.text)
    {
      return nil
    }
    // A navigation controller, the system's or the app's own subclass, only holds the screen it
    // is given (a builder's result the router wraps to present it): making one builds no module,
    // unless the subclass's initialiser makes its first screen itself.
    guard let typeName = member?.base?.referencedName ?? callee.referencedName,
      typeName.readsAsTypeName, !FrameworkTypes.isSystemScreen(typeName),
      !Self.isAlert(typeName, file: file, context: context),
      !context.types.classChain(from: typeName, module: file.module).contains("UINavigationController")
        || Self.makesItsFirstScreen(typeName, call: call, file: file, context: context)
    else { return nil }
    let role = context.role(of: typeName, in: file)
    guard [.viewController, .presenter, .interactor].contains(role) else { return nil }
    if let member, Self.isModuleFactory(member, of: typeName, call: call, file: file, context: context) {
      return nil
    }
    return "`\(typeName)`"
  }

  /// `LoginStack()` whose `convenience init()` loads the welcome screen from a storyboard or
  /// creates it: the navigation controller subclass builds the screen it starts with.
  private static func makesItsFirstScreen(
    _ typeName: String, call: FunctionCallExprSyntax, file: SourceFile, context: ReviewContext
  ) -> Bool {
    let labels = call.arguments.map { $0.label?.text }
    let initialisers = context.types.declaration(named: typeName, from: file.module)?.members.filter {
      $0.kind == .initializer && $0.accepts(labels: labels)
    }
    return initialisers?.contains { initialiser in
      initialiser.body?.tokens(viewMode: .sourceAccurate).contains { token in
        guard case .identifier(let text) = token.tokenKind else { return false }
        if storyboardCalls.contains(text) { return true }
        return text != typeName && text.readsAsTypeName && !FrameworkTypes.isSystemScreen(text)
          && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
          && context.role(of: text, in: file) == .viewController
      } == true
    } == true
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
