import SwiftSyntax

/// A screen a view-layer type creates and shows in one function: `InfoViewController()`,
/// `InfoViewController.instantiate()` or a storyboard's view controller, with a `present`,
/// `pushViewController` or `show` call beside it. Screens the system or the app only wraps
/// (navigation controllers, alerts, pickers) are no module and are left out.
struct ShownScreen {
  /// `` `InfoViewController` ``, or `a view controller from a storyboard`.
  let what: String

  /// UIKit's calls that make a view controller of a storyboard.
  static let storyboardCalls: Set = ["instantiateViewController", "instantiateInitialViewController"]

  /// Calls that put a screen on the screen: UIKit's, and a navigation wrapper's `push`.
  private static let showingCalls: Set = [
    "present", "pushViewController", "push", "show", "showDetailViewController", "setViewControllers",
  ]

  init?(_ call: FunctionCallExprSyntax, in owner: String, file: SourceFile, context: ReviewContext) {
    guard let what = Self.created(by: call, owner: owner, file: file, context: context),
      let function = call.enclosingFunction,
      NodeCollector.all(FunctionCallExprSyntax.self, in: function).contains(where: Self.shows)
    else { return nil }
    self.what = what
  }

  /// The type a call makes, by an initialiser (`InfoViewController(…)`, `.init(…)` on it) or a
  /// static factory (`InfoViewController.instantiate()`), with the member it calls and the name
  /// as written (`Sales.ViewController` for a nested type).
  static func madeType(by call: FunctionCallExprSyntax)
    -> (name: String, member: MemberAccessExprSyntax?, spelled: String)?
  {
    let callee = call.calledExpression
    let member = callee.as(MemberAccessExprSyntax.self)
    // `Sales.ViewController()`: a type nested in a scene's namespace (Clean Swift's style), made
    // by its initialiser like any other.
    if let member, let base = member.base?.referencedName, base.readsAsTypeName,
      member.declName.baseName.text.readsAsTypeName
    {
      return (member.declName.baseName.text, nil, member.trimmedDescription)
    }
    if let member, member.declName.baseName.tokenKind != .keyword(.`init`),
      !isFactoryMethod(member.declName.baseName.text)
    {
      return nil
    }
    guard let name = member?.base?.referencedName ?? callee.referencedName, name.readsAsTypeName else {
      return nil
    }
    return (name, member, member?.base?.trimmedDescription ?? name)
  }

  /// Static methods that make an instance: `ShowDetailViewController.instantiate()`,
  /// `.fromStoryboard()`, `.make()`. Other static calls (`canSendMail()`) only ask.
  private static func isFactoryMethod(_ name: String) -> Bool {
    ["instantiate", "make", "create", "build", "from", "new", "load"].contains { name.hasPrefix($0) }
  }

  /// An alert the app makes itself (a `UIAlertController` subclass, or a view controller
  /// named as an alert: `CustomAlertController`): any screen may present it, like the system's.
  static func isAlert(_ typeName: String, file: SourceFile, context: ReviewContext) -> Bool {
    if context.types.classChain(from: typeName, module: file.module).contains("UIAlertController") {
      return true
    }
    return ["Alert", "AlertController", "AlertViewController"].contains { typeName.hasSuffix($0) }
  }

  /// Whether `typeName` is the project's navigation, split or tab controller: a screen that
  /// holds others.
  static func isContainer(_ typeName: String, file: SourceFile, context: ReviewContext) -> Bool {
    context.types.classChain(from: typeName, module: file.module).contains {
      ["UINavigationController", "UISplitViewController", "UITabBarController"].contains($0)
    }
  }

  /// Whether `call` makes a view controller of a library (declared nowhere in the project) that
  /// the same function then hands another screen (`container.add(screen)`): a blur or sheet
  /// container dressing a screen a builder made, no module of the app.
  static func isLibraryWrapper(
    _ typeName: String, madeBy call: FunctionCallExprSyntax, file: SourceFile, context: ReviewContext
  ) -> Bool {
    guard context.types.declaration(named: typeName, from: file.module) == nil,
      let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let function = call.enclosingFunction
    else { return false }
    return NodeCollector.all(FunctionCallExprSyntax.self, in: function).contains { handed in
      guard let member = handed.calledExpression.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
      else { return false }
      return embeddingCalls.contains(member.declName.baseName.text) && !handed.arguments.isEmpty
    }
  }

  /// Calls by which a container takes the screen it shows.
  private static let embeddingCalls: Set<String> = [
    "add", "addChild", "addChildViewController", "embed", "setViewControllers", "setContent",
  ]

  /// Whether the initialiser of the container `typeName` that `call` runs makes the screens it
  /// holds: loads one from a storyboard, or creates one of the project's screens. The
  /// platform's `init(rootViewController:)` only holds what it is given.
  static func containerBuildsItsScreens(
    _ typeName: String, call: FunctionCallExprSyntax, file: SourceFile, context: ReviewContext
  ) -> Bool {
    guard let declaration = context.types.declaration(named: typeName, from: file.module) else {
      return false
    }
    let labels = call.arguments.map { $0.label?.text }
    return declaration.members.contains { member in
      guard member.kind == .initializer, member.accepts(labels: labels), let body = member.body else {
        return false
      }
      return NodeCollector.all(FunctionCallExprSyntax.self, in: body).contains { made in
        if let name = made.calledExpression.referencedName, storyboardCalls.contains(name) { return true }
        guard let created = ExpressionTypes.createdTypeName(ExprSyntax(made)), created != typeName,
          context.types.declaration(named: created, from: file.module) != nil
        else { return false }
        return context.role(of: created, in: file) == .viewController
          || context.types.classChain(from: created, module: file.module).contains("UIViewController")
          || isContainer(created, file: file, context: context)
      }
    }
  }

  private static func shows(_ call: FunctionCallExprSyntax) -> Bool {
    call.calledExpression.referencedName.map(showingCalls.contains) ?? false
  }

  /// The project's view controller (not `owner` itself) that `call` makes, quoted.
  private static func created(
    by call: FunctionCallExprSyntax, owner: String, file: SourceFile, context: ReviewContext
  ) -> String? {
    if let name = call.calledExpression.referencedName, storyboardCalls.contains(name) {
      return "a view controller from a storyboard"
    }
    // Only the project's own screens: the platform's (`UIVideoEditorController`) are pickers and
    // tools the view may present, whether or not a list of them knows the name.
    guard let (typeName, _, spelled) = madeType(by: call), typeName != owner,
      context.types.declaration(named: typeName, from: file.module) != nil,
      !FrameworkTypes.isSystemScreen(typeName),
      context.role(of: typeName, in: file) == .viewController,
      !isAlert(typeName, file: file, context: context),
      !context.types.classChain(from: typeName, module: file.module).contains("UINavigationController")
    else { return nil }
    return "`\(spelled)`"
  }
}
