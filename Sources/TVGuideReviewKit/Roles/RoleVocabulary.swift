/// The words that tell a role: type-name suffixes, folder names, and the framework classes
/// and protocols a type can inherit. Each answer comes with its reason in words.
enum RoleVocabulary {
  /// Suffixes of type names, longest first so `ViewModel` wins over `Model` and
  /// `DataDisplayManager` over `Manager`.
  private static let suffixes: [(String, Role)] = [
    ("AppDelegate", .app), ("SceneDelegate", .app), ("ApplicationDelegate", .app),
    ("DataDisplayManager", .displayHelper), ("DisplayManager", .displayHelper),
    ("DataDisplay", .displayHelper),
    ("TableViewDataSource", .displayHelper), ("CollectionViewDataSource", .displayHelper),
    ("TableViewDelegate", .displayHelper), ("CollectionViewDelegate", .displayHelper),
    ("TableDataSource", .displayHelper), ("CollectionDataSource", .displayHelper),
    ("TableAdapter", .displayHelper), ("CollectionAdapter", .displayHelper), ("ListAdapter", .displayHelper),
    ("ViewController", .viewController), ("VC", .viewController),
    ("PresentationLogic", .presenter), ("InteractorOutput", .presenter), ("ViewOutput", .presenter),
    ("ModuleInput", .presenter), ("EventHandler", .presenter), ("Presenter", .presenter),
    ("Presentation", .presenter),
    ("ViewModel", .viewModel),
    ("DisplayLogic", .view), ("ViewInput", .view), ("ViewInterface", .view), ("ViewProtocol", .view),
    ("View", .view), ("Cell", .cell),
    ("BusinessLogic", .interactor), ("InteractorInput", .interactor), ("Interactor", .interactor),
    ("UseCase", .interactor), ("UseCases", .interactor),
    ("RoutingLogic", .router), ("RouterInput", .router), ("Routing", .router), ("Router", .router),
    ("Wireframe", .router), ("WireFrame", .router), ("Navigator", .router),
    ("ModuleBuilder", .builder), ("ModuleFactory", .builder), ("SceneFactory", .builder),
    ("Configurator", .builder), ("Assembly", .builder), ("Assembler", .builder), ("Building", .builder),
    ("Builder", .builder),
    ("Coordinator", .coordinator), ("Coordinating", .coordinator),
    ("Repository", .dataService), ("Service", .dataService), ("Client", .dataService),
    ("API", .dataService), ("Api", .dataService), ("Gateway", .dataService), ("DAO", .dataService),
    ("Networking", .dataService), ("Database", .dataService), ("Storage", .dataService),
    ("Storing", .dataService),
    ("Formatter", .formatter), ("Sanitizer", .formatter),
    ("Entity", .entity), ("DTO", .entity), ("Model", .entity),
  ]

  /// Words around a role's name that do not change it: `SeedListRouterImpl`,
  /// `HomePresenterProtocol`, `HomeViewModelType`, `ShowsRouterMock`.
  private static let decorations = [
    "Implementation", "Impl", "Protocol", "Type", "Interface", "Spec", "Mock", "Stub", "Fake", "Spy", "Dummy",
    "Double", "Default", "Live", "Real", "Concrete",
  ]

  /// The role a type's name tells, with the suffix that tells it.
  static func role(forTypeName name: String) -> (role: Role, reason: String)? {
    nameMatch(name).map { ($0.role, $0.reason) }
  }

  /// The suffix that tells the role of a type's name (`UseCase` of `DefaultLoginUseCase`), or
  /// nil when the name tells none or tells it otherwise (a manager of data).
  static func roleSuffix(ofTypeName name: String) -> String? {
    nameMatch(name)?.suffix
  }

  private static func nameMatch(_ name: String) -> (role: Role, suffix: String?, reason: String)? {
    for (candidate, setAside) in undecorated(name) {
      let aside =
        setAside.isEmpty
        ? "" : " once \(setAside.map { "\"\($0)\"" }.joined(separator: " and ")) is set aside"
      if let (suffix, role) = suffixes.first(where: { candidate.hasSuffix($0.0) }) {
        return (role, suffix, "name ends in \"\(suffix)\"\(aside)")
      }
      if dataManager(candidate) { return (.dataService, nil, "a manager of data by its name\(aside)") }
    }
    return nil
  }

  /// `name`, then `name` without each decoration in turn, with the decorations set aside:
  /// `SeedListRouterImpl` → `SeedListRouter`; `DefaultHomeInteractor` → `HomeInteractor`.
  private static func undecorated(_ name: String) -> [(name: String, setAside: [String])] {
    var names = [(name, [String]())]
    var current = name
    var setAside: [String] = []
    for _ in 0..<2 {
      guard
        let decoration = decorations.first(where: {
          (current.hasSuffix($0) || current.hasPrefix($0)) && current.count > $0.count + 2
        })
      else { break }
      current =
        current.hasSuffix(decoration)
        ? String(current.dropLast(decoration.count)) : String(current.dropFirst(decoration.count))
      setAside.append(decoration)
      names.append((current, setAside))
    }
    return names
  }

  /// `NetworkManager`, `CoreDataManager`, `APIManager`: a manager whose name says it handles
  /// data. Other managers (`UndoManager`, a focus or layout manager) are a screen's business.
  private static func dataManager(_ name: String) -> Bool {
    guard name.hasSuffix("Manager") else { return false }
    return CamelCaseWords.words(in: name.dropLast("Manager".count)).contains {
      dataWords.contains(String($0))
    }
  }

  /// Words that make a `…Manager` one that fetches or stores data.
  private static let dataWords: Set<String> = [
    "Network", "Networking", "Data", "API", "Api", "HTTP", "Http", "Web", "Request", "Download", "Upload",
    "Server", "Remote", "Sync", "Fetch", "Persistence", "Persistent", "Storage", "Store", "Database", "DB",
    "Cache", "File", "Realm", "Firebase", "Firestore", "Socket", "Auth", "Session",
  ]

  /// The role a folder's name tells: `Presenter`, `Views`, `Wireframes`, `Entities`.
  static func role(forFolder name: String) -> Role? {
    var key = name.lowercased()
    if key.hasSuffix("ies") {
      key = String(key.dropLast(3)) + "y"
    } else if key.hasSuffix("s") {
      key.removeLast()
    }
    return folderRoles[key]
  }

  private static let folderRoles: [String: Role] = [
    "view": .view, "viewcontroller": .viewController, "cell": .cell,
    "presenter": .presenter, "interactor": .interactor, "usecase": .interactor,
    "router": .router, "wireframe": .router, "routing": .router, "navigation": .router,
    "entity": .entity, "model": .entity, "builder": .builder, "assembly": .builder, "configurator": .builder,
    "factory": .builder, "coordinator": .coordinator, "flow": .coordinator, "service": .dataService,
    "network": .dataService, "networking": .dataService, "api": .dataService, "repository": .dataService,
    "persistence": .dataService, "storage": .dataService, "database": .dataService,
    "viewmodel": .viewModel, "formatter": .formatter, "datadisplaymanager": .displayHelper,
    "datasource": .displayHelper, "adapter": .displayHelper,
  ]
}
