import SwiftSyntax

/// A class that makes several screens and moves between them routes, whatever it is called:
/// an app's root "presenter" that starts a stack and pushes one screen or another as the app's
/// state changes is the app's router, not a presenter that depends on the views it names.
extension BehaviourEvidence {
  /// The reason given for a class whose code makes several screens and navigates to them.
  static let routesScreens = "its code makes the screens it navigates to ("

  /// How many screens a class must make to be a router by its deeds: a presenter that opens the
  /// one next screen itself makes one or two (a fault of that presenter, not another role).
  static let routedScreenCount = 3

  /// Calls that move between screens, made on another object: UIKit's and an app's own
  /// navigation protocol's (`view.push(view:)`, `stack.show(_:)`).
  private static let screenMoves: Set = [
    "present", "pushViewController", "push", "show", "showDetailViewController", "popViewController",
    "popToRootViewController", "setViewControllers", "performSegue", "navigate",
  ]

  /// The screens a class's code makes, when they are at least `routedScreenCount` and its code
  /// also navigates: project view-controller classes it initialises (`LoginStack()`) or hands
  /// to a factory by type (`factory.make(FxAScreen.self)`).
  static func routedScreens(_ declaration: TypeDeclaration, types: TypeIndex) -> [String]? {
    // Only words that a router's deeds overrule are worth reading the code for: a class named
    // as a screen, a router, a builder or a service keeps what its name says.
    let overrulable: Set<Role> = [.presenter, .viewModel, .interactor]
    guard declaration.kind == .class,
      RoleVocabulary.role(forTypeName: declaration.name).map({ overrulable.contains($0.role) }) ?? true
    else { return nil }
    var screens: Set<String> = []
    var others: Set<String> = []
    var moves = false
    for body in codeWithInitialValues(of: declaration) {
      for token in body.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let text) = token.tokenKind else { continue }
        if screenMoves.contains(text) {
          moves =
            moves
            || (token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
              && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen)
          continue
        }
        guard text.first?.isUppercase == true, text != declaration.name, !screens.contains(text),
          !others.contains(text)
        else { continue }
        let next = token.nextToken(viewMode: .sourceAccurate)
        guard
          next?.tokenKind == .leftParen
            || (next?.tokenKind == .period && next?.nextToken(viewMode: .sourceAccurate)?.text == "self")
        else { continue }
        if isProjectScreen(text, from: declaration.module, types: types) {
          screens.insert(text)
        } else {
          others.insert(text)
        }
      }
    }
    return moves && screens.count >= routedScreenCount ? screens.sorted() : nil
  }

  /// The bodies of a type's members and the initial values of its stored properties: a lazy
  /// property's closure (a binder that shows a screen, a builder made on first use) is code of
  /// the type too.
  static func codeWithInitialValues(of declaration: TypeDeclaration) -> [Syntax] {
    declaration.members.compactMap(\.body)
      + declaration.storedProperties.values.compactMap { $0.initialValue.map(Syntax.init) }
  }

  /// A class of the project whose lineage is a platform view controller.
  private static func isProjectScreen(_ name: String, from module: String?, types: TypeIndex) -> Bool {
    guard types.declaration(named: name, from: module)?.kind == .class else { return false }
    return types.classChain(from: name, module: module).contains {
      FrameworkTypes.role(ofClass: $0) == .viewController
    }
  }
}
