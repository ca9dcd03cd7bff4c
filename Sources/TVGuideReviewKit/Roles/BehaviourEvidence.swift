import SwiftSyntax

/// What a type's code tells about its role: a class that calls `URLSession` or a database
/// itself is a data service, whatever it is called; a `Codable` value is an entity, even one
/// with a method that saves it. A protocol's own code is that of its extensions: one whose
/// extensions build and send requests is a data service too.
enum BehaviourEvidence {
  /// The reason given for a `Codable` value whose code reaches no data: nothing but a record.
  static let plainValue = "a Codable value"
  /// The reason given for a type that only makes things (static functions, no state, and
  /// nothing in its code shows, pushes or dismisses a screen) beside its module's router.
  static let onlyFactories = "only static factory functions, navigating nowhere, beside the module's router"

  /// The reason given for a struct or enum that only holds values: stored properties, cases,
  /// computed properties and initialisers, no method.
  static let storedValues = "a value that only holds data"

  /// `reaching`: for each type whose own code names a data API, that API, so that a type whose
  /// code uses one of those types reaches data through it.
  static func evidence(for declaration: TypeDeclaration, reaching: [String: String], types: TypeIndex)
    -> [RoleEvidence]
  {
    let values: Set = ["Codable", "Decodable", "Encodable"]
    if servesViews(declaration) {
      return [
        RoleEvidence(
          role: .displayHelper, source: .behaviour, reason: "its methods take or return platform views")
      ]
    }
    // A type that connects a module's parts and shows nothing assembles the module: the
    // services it makes (`Keychain()`) it hands on to them, and reaches nothing itself. One
    // that also navigates is a router that builds.
    if let wiring = moduleWiring(declaration), navigationCall(declaration) == nil {
      return [
        RoleEvidence(
          role: .builder, source: .behaviour,
          reason: "\(wiresModule)`\(wiring.trimmedDescription)`)")
      ]
    }
    if let screens = routedScreens(declaration, types: types) {
      let named = screens.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
      return [RoleEvidence(role: .router, source: .behaviour, reason: "\(routesScreens)\(named))")]
    }
    let reached = reachedData(declaration) ?? reachedThroughProject(declaration, reaching: reaching)
    if declaration.kind != .protocol, declaration.inherited.contains(where: values.contains),
      !declaration.kind.isReference || reached == nil
    {
      return [
        RoleEvidence(
          role: .entity, source: .behaviour,
          reason: reached.map { "a Codable value whose code uses \($0)" } ?? plainValue)
      ]
    }
    // Image loaders and caches reach the network for pictures, which views show: that alone
    // does not make one a data service; nor do analytics and logging, which report what
    // happens and fetch nothing.
    let notData = [
      "Image", "Photo", "Avatar", "Thumbnail", "Picture", "Analytics", "Tracker", "Tracking", "Logger",
    ]
    if let reached, !notData.contains(where: declaration.name.contains) {
      return [RoleEvidence(role: .dataService, source: .behaviour, reason: "its code uses \(reached)")]
    }
    if isStoredValues(declaration, types: types) {
      return [RoleEvidence(role: .entity, source: .behaviour, reason: storedValues)]
    }
    if declaration.kind == .class, let call = navigationCall(declaration) {
      return [RoleEvidence(role: .router, source: .behaviour, reason: "\(navigates)`\(call)`)")]
    }
    return []
  }

  /// The reason given for a type that reaches data only through another type of the project:
  /// weaker than a data API in its own code, since a type that makes a service is not always
  /// one.
  static let reachesThroughProject = ", which uses "

  /// A struct with stored properties of values, or an enum with cases, with no method and
  /// adopting no view protocol: it holds data. A struct holding objects of the project (services,
  /// routers) is a container of dependencies, not a value; an enum without cases a namespace.
  static func isStoredValues(_ declaration: TypeDeclaration, types: TypeIndex) -> Bool {
    guard declaration.kind == .struct || declaration.kind == .enum, !adoptsViewProtocol(declaration),
      !declaration.members.contains(where: { $0.kind == .method })
    else { return false }
    if declaration.kind == .enum { return declaration.hasCases }
    return !declaration.storedProperties.isEmpty
      && declaration.storedProperties.values.allSatisfy { property in
        guard let name = property.typeName,
          let held = types.declaration(named: name, from: declaration.module)
        else { return true }
        return held.kind == .struct || held.kind == .enum
      }
  }

  /// Platform view types a member takes or returns: a type whose methods hand out or fill
  /// cells and views works for the view, whatever folder it is filed in.
  private static let viewTypes: Set = [
    "UIView", "UITableView", "UITableViewCell", "UICollectionView", "UICollectionViewCell",
    "UITableViewHeaderFooterView", "UICollectionReusableView", "NSView", "NSTableView",
  ]

  /// A type whose methods take or return a platform view (`cell(from tableView: UITableView) ->
  /// UITableViewCell`): it serves a screen.
  static func servesViews(_ declaration: TypeDeclaration) -> Bool {
    declaration.members.contains { member in
      member.kind == .method
        && (member.resultTypeName.map(viewTypes.contains) == true
          || member.parameters.contains { $0.type?.baseName.map(viewTypes.contains) == true })
    }
  }

  /// SwiftUI's `View` and the representables: what makes a struct a view.
  static func adoptsViewProtocol(_ declaration: TypeDeclaration) -> Bool {
    declaration.inherited.contains { FrameworkTypes.role(ofProtocol: $0) == .view }
  }

  /// The data API a type's own code names, directly: `URLSession`, `NSManagedObjectContext`.
  /// A builder that makes a service to hand it on reaches nothing.
  static func directDataReach(_ declaration: TypeDeclaration) -> String? {
    moduleWiring(declaration) == nil ? reachedData(declaration) : nil
  }

  /// The reason given for a type whose code connects a module's parts to each other.
  static let wiresModule = "its code wires a module's parts ("

  /// The first assignment connecting a module's parts in a class's, struct's or enum's code.
  private static func moduleWiring(_ declaration: TypeDeclaration) -> ExprSyntax? {
    guard declaration.kind != .protocol else { return nil }
    return declaration.members.lazy.compactMap { $0.body.flatMap(ModuleWiring.first(in:)) }.first
  }

  /// A project type the code names whose own code reaches data, one step away: a manager that
  /// creates the app's `API` class, which calls `URLSession`.
  /// A type that makes the parts of modules (screens, presenters, routers, interactors) assembles
  /// them, and hands the services it makes on: it reaches nothing itself.
  private static func reachedThroughProject(_ declaration: TypeDeclaration, reaching: [String: String])
    -> String?
  {
    guard !reaching.isEmpty else { return nil }
    let parts = ["ViewController", "Presenter", "Router", "Interactor", "Wireframe", "Coordinator", "Module"]
    var found: String?
    for member in declaration.members {
      guard let body = member.body else { continue }
      for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
        if token.text.first?.isUppercase == true, parts.contains(where: token.text.hasSuffix) { return nil }
        if found == nil, token.text != declaration.name, let api = reaching[token.text] {
          found = "\(token.text)\(reachesThroughProject)\(api)"
        }
      }
    }
    return found
  }

  /// Calls and views that move between screens, in UIKit and SwiftUI.
  private static let navigationWords: Set = [
    "present", "pushViewController", "push", "show", "showDetailViewController", "dismiss",
    "popViewController",
    "popToRootViewController", "popToViewController", "setViewControllers", "performSegue", "navigate",
    "NavigationLink", "navigationDestination", "sheet", "fullScreenCover", "append", "removeLast",
  ]

  /// The reason given for a class that moves between screens: a router, a coordinator or a UI
  /// helper that presents alerts may do it, so it is one word more, not proof.
  static let navigates = "its code navigates ("

  /// UIKit's calls that move between screens, made on a screen the type holds.
  private static let screenNavigation: Set = [
    "pushViewController", "present", "dismiss", "popViewController", "popToRootViewController",
    "setViewControllers", "showDetailViewController", "performSegue",
  ]

  /// The first navigation call the type's code makes on another object
  /// (`viewController?.present(…)`, `navigationController.pushViewController(…)`).
  static func navigationCall(_ declaration: TypeDeclaration) -> String? {
    for member in declaration.members {
      guard let body = member.body else { continue }
      for token in body.tokens(viewMode: .sourceAccurate) where screenNavigation.contains(token.text) {
        let previous = token.previousToken(viewMode: .sourceAccurate)
        guard previous?.tokenKind == .period,
          previous?.previousToken(viewMode: .sourceAccurate)?.tokenKind != .keyword(.self),
          token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
        else { continue }
        return token.text
      }
    }
    return nil
  }

  /// A class, struct or enum whose members are all static functions returning something,
  /// that keeps no instance state and whose code moves between no screens.
  static func isOnlyFactories(_ declaration: TypeDeclaration) -> Bool {
    guard declaration.kind != .protocol, declaration.storedProperties.isEmpty, !declaration.members.isEmpty,
      declaration.members.allSatisfy({ $0.isStatic && $0.kind == .method && $0.resultTypeName != nil })
    else { return false }
    return !declaration.members.contains { member in
      member.body?.tokens(viewMode: .sourceAccurate).contains { navigationWords.contains($0.text) } ?? false
    }
  }

  /// The first data API named in the type's members: `URLSession`, `NSManagedObjectContext`.
  private static func reachedData(_ declaration: TypeDeclaration) -> String? {
    for member in declaration.members {
      guard let body = member.body else { continue }
      for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
        if let kind = DataAPIs.kind(ofType: token.text), kind != .sdk { return token.text }
        if DataAPIs.buildsRequests(token.text) { return token.text }
      }
    }
    return nil
  }
}

extension TokenKind {
  fileprivate var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}
