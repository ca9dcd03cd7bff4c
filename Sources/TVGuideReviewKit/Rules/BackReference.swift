/// Why a strong stored reference points back at an owner: what the `weak-delegate` rule
/// reports, decided by the roles of the two types and by the ownership graph.
enum BackReference {
  case delegate
  case presenterView
  case routerScreen
  case routerPresenter
  case interactorOutput
  case viewController
  case coordinator
  /// A strong cycle among the project's classes: the held type keeps the holder through
  /// `path`.
  case cycle(target: String, path: String)

  /// What nothing in an app owns, so holding it strongly keeps nothing alive that should go:
  /// the application's and scenes' delegates, and the containers a root router or coordinator
  /// may own (`UINavigationController`).
  private static let ownedByNoModule: Set = [
    "AppDelegate", "SceneDelegate", "UIApplicationDelegate", "UIWindowSceneDelegate", "UIApplication",
    "UIWindow",
    "UINavigationController", "UITabBarController", "UISplitViewController",
  ]

  init?(edge: OwnershipEdge, file: SourceFile, context: ReviewContext) {
    guard !Self.ownedByNoModule.contains(edge.target) else { return nil }
    let holder = context.role(of: edge.holder, in: file)
    let target = Self.role(of: edge, file: file, context: context)
    if RoleNames.isDelegate(property: edge.property, type: edge.target) {
      self = .delegate
    } else if let byRoles = Self.byRoles(holder: holder, target: target, property: edge.property) {
      self = byRoles
    } else if !Self.owns(holder, target), let cycle = Self.cycle(through: edge, file: file, context: context)
    {
      self = cycle
    } else {
      return nil
    }
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
  private static func byRoles(holder: Role, target: Role, property: String) -> BackReference? {
    switch (holder, target) {
    case (.presenter, .view), (.presenter, .viewController), (.viewModel, .view),
      (.viewModel, .viewController):
      .presenterView
    case (.router, .view), (.router, .viewController): .routerScreen
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
  /// other side created this object or holds it with a `let`, while this side is a `var`.
  private static func cycle(through edge: OwnershipEdge, file: SourceFile, context: ReviewContext)
    -> BackReference?
  {
    for object in context.ownership.objects(named: edge.target, module: file.module)
    where object != edge.holder {
      guard let path = context.ownership.strongPath(from: object, to: edge.holder, module: file.module),
        let first = path.first
      else { continue }
      let otherSideOwns = first.isCreatedByHolder || (first.isConstant && !edge.isConstant)
      let undecided = !first.isCreatedByHolder && first.isConstant == edge.isConstant
      guard otherSideOwns || undecided else { continue }
      let route = ([object] + path.map(\.property)).joined(separator: ".")
      return .cycle(target: object, path: route)
    }
    return nil
  }

  /// The review comments the finding mechanises.
  var comments: [String] {
    switch self {
    case .routerScreen, .routerPresenter: ["S4-R2"]
    default: ["S2-R2"]
    }
  }

  func message(property: String) -> String {
    let fix = "declare it `weak var \(property)`"
    return switch self {
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
    case .cycle(let target, let path):
      "`\(property)` holds `\(target)` strongly, and `\(target)` keeps this object alive through "
        + "`\(path)`: a retain cycle; \(fix)"
    }
  }
}
