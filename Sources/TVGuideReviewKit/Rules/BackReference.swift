/// Why a strong stored reference points back at an owner: what the `weak-delegate` rule
/// reports, decided by the roles of the two types and by the ownership graph, with the
/// lifetimes of their instances. A reference to an object that lives as long as the app keeps
/// nothing alive that should go. A reference the roles call a back reference is sure when the
/// graph sees the held object keep the holder alive; without such a path (a framework object,
/// a protocol nothing adopts) it is a guess, of medium confidence. A cycle the roles do not
/// explain is reported only when the code shows instances closing it.
struct BackReference {
  enum Kind: Equatable {
    case delegate
    case presenterView
    case routerScreen
    case routerPresenter
    case interactorOutput
    case viewController
    case coordinator
    /// A presenter's module output, held strongly where the project holds its others weak.
    case moduleOutput
    /// A strong cycle among the project's classes: the held type keeps the holder through
    /// `path`.
    case cycle(target: String, path: String)
  }

  let kind: Kind
  let confidence: Confidence

  /// What nothing in an app owns, so holding it strongly keeps nothing alive that should go:
  /// the application's and scenes' delegates, and the containers a root router or coordinator
  /// may own (`UINavigationController`).
  private static let ownedByNoModule: Set = [
    "AppDelegate", "SceneDelegate", "UIApplicationDelegate", "UIWindowSceneDelegate", "UIApplication",
    "UIWindow",
    "UINavigationController", "UITabBarController", "UISplitViewController",
  ]

  init?(edge: OwnershipEdge, file: SourceFile, context: ReviewContext) {
    guard !Self.ownedByNoModule.contains(edge.target), !edge.isChildModule else { return nil }
    let objects = context.ownership.objects(named: edge.target, module: file.module)
    if !objects.isEmpty,
      objects.allSatisfy({ context.lifetimes.livesAsLongAsTheApp($0, roles: context.roles) })
    {
      return nil
    }
    let holder = context.role(of: edge.holder, in: file)
    let target = Self.role(of: edge, file: file, context: context)
    let isDelegate = RoleNames.isDelegate(property: edge.property, type: edge.target)
    // What the holder made itself it owns, and `weak` would free at once: only a router that
    // made its screen and is kept by it (screen → presenter → router) holds it back.
    if edge.isCreatedByHolder {
      guard Self.byRoles(holder: holder, target: target, property: edge.property) == .routerScreen,
        Self.pointsBack(edge, file: file, context: context) == .high
      else { return nil }
      kind = .routerScreen
      confidence = .high
    } else if isDelegate {
      // By convention a delegate is whoever listens, and usually owns the object it listens to.
      kind = .delegate
      confidence = .high
    } else if let byRoles = Self.byRoles(holder: holder, target: target, property: edge.property) {
      // The roles say the reference points back; the graph says whether the held object keeps
      // the holder. A forward reference of another architecture (Clean Swift's interactor owns
      // its presenter; a router keeps the child module it built) has no path back.
      guard let sureness = Self.pointsBack(edge, file: file, context: context) else { return nil }
      kind = byRoles
      confidence = sureness
    } else if !Self.owns(holder, target),
      let (cycle, sureness) = Self.cycle(through: edge, file: file, context: context)
    {
      kind = cycle
      confidence = sureness
    } else if ModuleOutput.isHeldAgainstConvention(
      edge, holder: holder, context: context, module: file.module)
    {
      kind = .moduleOutput
      confidence = .high
    } else {
      return nil
    }
  }

  /// Whether the objects `edge` may hold keep its holder alive: `high` when the graph sees a
  /// strong path back, `medium` when it cannot tell (the held type is none of the project's, or
  /// it holds something the project does not declare, such as a generic parameter), `nil` when
  /// it sees every way and none leads back.
  private static func pointsBack(_ edge: OwnershipEdge, file: SourceFile, context: ReviewContext)
    -> Confidence?
  {
    let candidates = context.ownership.instances(of: edge.target, module: file.module).filter {
      $0 != edge.holder
    }
    guard !candidates.isEmpty else { return .medium }
    if candidates.contains(where: {
      context.ownership.strongPath(from: $0, to: edge.holder, module: file.module) != nil
    }) {
      return .high
    }
    return candidates.contains { context.ownership.holdsUnknown($0, module: file.module) } ? .medium : nil
  }

  /// The held object's role: its type's, else what the property's name says.
  private static func role(of edge: OwnershipEdge, file: SourceFile, context: ReviewContext) -> Role {
    let role = context.role(of: edge.target, in: file)
    if role != .unknown { return role }
    switch edge.property {
    case "view", "userInterface", "viewInput": return .view
    case "viewController", "controller": return .viewController
    case "presenter", "output", "eventHandler": return .presenter
    case "coordinator": return .coordinator
    default: return .unknown
    }
  }

  /// The back references the roles tell: who owns whom in a module.
  private static func byRoles(holder: Role, target: Role, property: String) -> Kind? {
    switch (holder, target) {
    case (.presenter, .view), (.presenter, .viewController), (.viewModel, .view),
      (.viewModel, .viewController):
      .presenterView
    case (.router, .view), (.router, .viewController): Kind.routerScreen
    case (.router, .presenter): .routerPresenter
    case (.interactor, .presenter): .interactorOutput
    case (.view, .viewController), (.cell, .viewController), (.displayHelper, .viewController):
      .viewController
    case (.viewController, .coordinator), (.presenter, .coordinator), (.viewModel, .coordinator),
      (.router, .coordinator), (.interactor, .coordinator):
      .coordinator
    case (.coordinator, .coordinator) where property.lowercased().hasPrefix("parent"): .coordinator
    default: nil
    }
  }

  /// Whether a part of role `holder` owns one of role `target` in a module: a screen (or a
  /// view or cell with a module of its own) its presenter, a presenter its interactor and
  /// router, a builder everything. Such an edge is the forward half of any cycle it is in;
  /// the other half is the one to weaken.
  private static func owns(_ holder: Role, _ target: Role) -> Bool {
    switch holder {
    case .viewController, .view, .cell:
      [.presenter, .viewModel, .interactor, .router, .displayHelper, .cell, .view].contains(target)
    case .presenter: [.interactor, .router, .displayHelper].contains(target)
    case .viewModel: [.interactor, .router, .dataService].contains(target)
    case .interactor: [.dataService, .entity].contains(target)
    case .coordinator: [.viewController, .presenter, .viewModel, .router, .coordinator].contains(target)
    case .builder: true
    default: false
    }
  }

  /// A strong cycle through `edge` that the graph sees, when `edge` is its back edge: the
  /// other side created this object or holds it with a `let`, while this side is a `var`; and
  /// when the code closes it between instances (one hands itself to the other, or a function
  /// wires the two both ways), and no object on it lives as long as the app.
  private static func cycle(through edge: OwnershipEdge, file: SourceFile, context: ReviewContext)
    -> (Kind, Confidence)?
  {
    for object in context.ownership.objects(named: edge.target, module: file.module)
    where object != edge.holder {
      guard let path = context.ownership.strongPath(from: object, to: edge.holder, module: file.module),
        let first = path.first
      else { continue }
      let last = path.count > 1 ? path[path.count - 2].holder : object
      guard
        context.lifetimes.areWired(edge.holder, object) || context.lifetimes.areWired(edge.holder, last)
          || context.lifetimes.isSetBack(edge.property, by: object)
          || context.lifetimes.isSetBack(edge.property, by: last),
        !path.contains(where: { context.lifetimes.livesAsLongAsTheApp($0.holder, roles: context.roles) })
      else { continue }
      let otherSideOwns = first.isCreatedByHolder || (first.isConstant && !edge.isConstant)
      let undecided = !first.isCreatedByHolder && first.isConstant == edge.isConstant
      // Undecided, the cycle is one problem: reported once, on the side whose name sorts last,
      // as a guess at which reference to weaken.
      guard otherSideOwns || (undecided && edge.holder > object) else { continue }
      let route = ([object] + path.map(\.property)).joined(separator: ".")
      return (.cycle(target: object, path: route), otherSideOwns ? .high : .medium)
    }
    return nil
  }

  /// The review comments the finding mechanises.
  var comments: [String] {
    switch kind {
    case .routerScreen, .routerPresenter: ["S4-R2"]
    default: ["S2-R2"]
    }
  }

  func message(property: String) -> String {
    let fix = "declare it `weak var \(property)`"
    return switch kind {
    case .delegate:
      "`\(property)` holds its delegate strongly, and a delegate usually owns the object it "
        + "listens to: \(fix)"
    case .presenterView:
      "the presenter holds its view `\(property)` strongly, but the view owns the presenter: \(fix)"
    case .routerScreen:
      "the router holds `\(property)` strongly, but that screen owns the router through its "
        + "presenter: \(fix)"
    case .routerPresenter:
      "the router holds its presenter `\(property)` strongly, but the presenter owns the router: \(fix)"
    case .viewController:
      "the view holds its view controller `\(property)` strongly, but the view controller owns "
        + "its views: \(fix)"
    case .interactorOutput:
      "the interactor holds `\(property)` strongly, but the presenter it reports to owns it: \(fix)"
    case .coordinator:
      "`\(property)` holds a coordinator strongly, but the coordinator owns the screens and "
        + "modules it shows: \(fix)"
    case .moduleOutput:
      "the presenter holds `\(property)`, the module that showed it, strongly, so the screen it "
        + "shows keeps it alive; this project holds its other module outputs weak: \(fix)"
    case .cycle(let target, let path):
      "`\(property)` holds `\(target)` strongly, and `\(target)` keeps this object alive through "
        + "`\(path)`: a retain cycle; \(fix)"
    }
  }
}
