import TVGuideReviewKit
import Testing

/// Roles come from several kinds of evidence, each with its reason kept: the configuration,
/// base classes, adopted protocols, names (decorations such as `Impl` set aside), folders,
/// how other types hold a type and what its code does.
@Suite struct RoleInferenceTests {
  @Test(arguments: [
    ("GardenListRouterImpl", Role.router), ("GardenListRouterImplementation", .router),
    ("DefaultGardenInteractor", .interactor), ("GardenWireframe", .router), ("GardenAssembly", .builder),
    ("GardenModuleConfigurator", .builder), ("GardenModuleBuilder", .builder),
    ("AppCoordinator", .coordinator),
    ("GardenDataDisplayManager", .displayHelper), ("GardenPresenterProtocol", .presenter),
    ("GardenViewModelType", .viewModel), ("SeedRepository", .dataService),
    ("WeatherAPIManager", .dataService),
    ("PlantEntity", .entity), ("HarvestCell", .cell), ("GardenVC", .viewController),
  ])
  func aNameTellsItsRoleOnceDecorationsAreSetAside(name: String, role: Role) {
    #expect(ModelSnippet.role(of: name, in: ["A.swift": "final class \(name) {}"]) == role)
  }

  @Test func aBaseClassOutweighsTheNameAndTheProtocols() {
    let files = [
      "Base.swift": "class BaseScreen: UIViewController {}",
      "Garden.swift": """
      final class GardenDataSource: BaseScreen, UITableViewDataSource, UITableViewDelegate {}
      final class SeedRow: UICollectionViewCell {}
      final class Badge: UIControl {}
      """,
    ]
    let context = ModelSnippet.context(files)
    #expect(context.roles.role(of: "GardenDataSource", from: nil) == .viewController)
    #expect(context.roles.role(of: "SeedRow", from: nil) == .cell)
    #expect(context.roles.role(of: "Badge", from: nil) == .view)
    let reasons = context.roles.assignment(of: "GardenDataSource", from: nil)?.explanation ?? ""
    #expect(reasons.contains("subclass of UIViewController (through BaseScreen)"))
    #expect(reasons.contains("adopts UITableViewDataSource → display-helper"))
  }

  /// A Core Data managed object is a record, even with the generated `fetchRequest()`: a view
  /// that is handed one reaches no data.
  @Test func aManagedObjectIsAnEntityNotDataAccess() {
    let files = [
      "Pebble+CoreDataClass.swift": "final class Pebble: NSManagedObject {}",
      "Pebble+CoreDataProperties.swift": """
      extension Pebble {
        class func fetchRequest() -> NSFetchRequest<Pebble> { NSFetchRequest<Pebble>(entityName: "Pebble") }
        @NSManaged var weight: Double
      }
      """,
      "Quarry.swift": """
      final class Quarry {
        func all() throws -> [Pebble] { try context.fetch(NSFetchRequest<Pebble>(entityName: "Pebble")) }
        let context: NSManagedObjectContext
      }
      """,
    ]
    let context = ModelSnippet.context(files)
    #expect(context.roles.role(of: "Pebble", from: nil) == .entity)
    #expect(context.roles.role(of: "Quarry", from: nil) == .dataService)
    let file = SourceFile(path: "X.swift", source: "")
    #expect(!context.isDataAccess("Pebble", in: file))
    #expect(context.isDataAccess("Quarry", in: file))
  }

  /// A table data-source helper shows data; it does not fetch it.
  @Test func aTableHelperIsADisplayHelperNotDataAccess() {
    let files = [
      "Helper.swift": """
      final class SeedListHelper: NSObject, UITableViewDataSource {
        var rows: [String] = []
      }
      final class SeedDataDisplayManager: NSObject {}
      """
    ]
    let context = ModelSnippet.context(files)
    #expect(context.roles.role(of: "SeedListHelper", from: nil) == .displayHelper)
    #expect(context.roles.role(of: "SeedDataDisplayManager", from: nil) == .displayHelper)
    let file = SourceFile(path: "X.swift", source: "")
    #expect(!context.isDataAccess("SeedDataDisplayManager", in: file))
  }

  /// A protocol that refines a list's data-source protocol feeds a list, whatever its name
  /// and folder say; holding one is no data access.
  @Test func aProtocolRefiningADisplayProtocolIsADisplayHelper() {
    let files = [
      "Shared/Services/RowFeedService.swift": """
      protocol RowFeedServiceProtocol: ListAdapterDataSource { var rows: [String] { get set } }
      final class RowFeedService: NSObject, RowFeedServiceProtocol { var rows: [String] = [] }
      protocol PebbleServiceProtocol { func pebbles() -> [String] }
      """
    ]
    let context = ModelSnippet.context(files)
    #expect(context.roles.role(of: "RowFeedServiceProtocol", from: nil) == .displayHelper)
    #expect(context.roles.role(of: "PebbleServiceProtocol", from: nil) == .dataService)
    let file = SourceFile(path: "X.swift", source: "")
    #expect(!context.isDataAccess("RowFeedServiceProtocol", in: file))
    #expect(context.isDataAccess("PebbleServiceProtocol", in: file))
  }

  /// Protocols named after a module's ports, and the classes that adopt them.
  @Test func adoptingAPortTellsTheRole() {
    let files = [
      "Ports.swift": """
      protocol GardenViewOutput: AnyObject {}
      protocol GardenInteractorInput: AnyObject {}
      protocol GardenRouterInput: AnyObject {}
      """,
      "Parts.swift": """
      final class Tulip: GardenViewOutput {}
      final class Daisy: GardenInteractorInput {}
      final class Fern: GardenRouterInput {}
      """,
    ]
    let context = ModelSnippet.context(files)
    #expect(context.roles.role(of: "Tulip", from: nil) == .presenter)
    #expect(context.roles.role(of: "Daisy", from: nil) == .interactor)
    #expect(context.roles.role(of: "Fern", from: nil) == .router)
  }

  /// How other types hold a type, and its folder, tell when its name does not.
  @Test func holdersAndFoldersTellWhatNamesDoNot() {
    let files = [
      "Modules/Garden/View/Screen.swift": "final class Screen: UIViewController { var output: Brain! }",
      "Modules/Garden/Presenter/Brain.swift":
        "final class Brain { var router: Mover!\n weak var view: Screen? }",
      "Modules/Garden/Router/Mover.swift": "final class Mover {}",
      "Modules/Garden/Interactor/Worker.swift": "final class Worker {}",
    ]
    let context = ModelSnippet.context(files)
    #expect(context.roles.role(of: "Brain", from: nil) == .presenter)
    #expect(context.roles.role(of: "Mover", from: nil) == .router)
    #expect(context.roles.role(of: "Worker", from: nil) == .interactor)
    let reasons = context.roles.assignment(of: "Brain", from: nil)?.explanation ?? ""
    #expect(reasons.contains("in folder \"Presenter\""))
    #expect(reasons.contains("held as `output` by Screen"))
  }

  /// A class whose code calls the network itself is a data service, whatever its name.
  @Test func codeThatReachesDataMakesADataService() {
    let files = [
      "Weather.swift": """
      final class WeatherBox {
        func load() { URLSession.shared.dataTask(with: url).resume() }
      }
      """
    ]
    #expect(ModelSnippet.role(of: "WeatherBox", in: files) == .dataService)
  }

  @Test func theConfigurationOverridesARole() {
    let files = ["Legacy/Odd.swift": "final class OddPresenter {}\nfinal class Other {}"]
    let overrides = [
      RoleOverride(key: "OddPresenter", role: .interactor),
      RoleOverride(key: "Legacy/**", role: .displayHelper),
    ]
    let context = ModelSnippet.context(files, roleOverrides: overrides)
    #expect(context.roles.role(of: "OddPresenter", from: nil) == .interactor)
    #expect(context.roles.role(of: "Other", from: nil) == .displayHelper)
    #expect(
      context.roles.assignment(of: "OddPresenter", from: nil)?.explanation.contains(
        "the configuration says so")
        == true)
  }

  /// Names the project does not declare get the platform's or their name's role.
  @Test func undeclaredNamesGetThePlatformsRole() {
    let context = ModelSnippet.context([:])
    #expect(context.roles.role(of: "UITabBarController", from: nil) == .viewController)
    #expect(context.roles.role(of: "UITableViewHeaderFooterView", from: nil) == .view)
    #expect(context.roles.role(of: "UndoManager", from: nil) == .unknown)
    #expect(context.roles.role(of: "NetworkManager", from: nil) == .dataService)
  }

  /// A data-source protocol values adopt is data access; a class-bound one is a table's.
  @Test func dataSourceProtocolsAreDataWhenValuesCanAdoptThem() {
    let files = [
      "Sources.swift": """
      protocol SeedDataSource: Sendable {}
      actor SeedCatalog {}
      extension SeedCatalog: SeedDataSource {}
      protocol RowsDataSource: AnyObject {}
      final class SeedRows: RowsDataSource {}
      """
    ]
    let context = ModelSnippet.context(files)
    let file = SourceFile(path: "X.swift", source: "")
    #expect(context.isDataAccess("SeedDataSource", in: file))
    #expect(context.isDataAccess("SeedCatalog", in: file))
    #expect(!context.isDataAccess("RowsDataSource", in: file))
    #expect(!context.isDataAccess("SeedRows", in: file))
    #expect(context.isDataAccess("CLLocationManager", in: file))
  }

  /// `roles:` in `.tvguide-review.yml`, by type name or file glob; a role that does not exist
  /// is one sentence naming those that do.
  @Test func theConfigurationFileGivesRoles() throws {
    let configuration = try ReviewConfiguration(
      yaml: "roles:\n  OddPresenter: interactor\n  \"Legacy/**\": display-helper\n")
    #expect(configuration.roleOverrides.map(\.role) == [.displayHelper, .interactor])
    #expect(configuration.roleOverrides.map(\.typeName) == [nil, "OddPresenter"])
    #expect(throws: ReadError.self) { try ReviewConfiguration(yaml: "roles: {OddPresenter: helper}") }
    do {
      _ = try ReviewConfiguration(yaml: "roles: {OddPresenter: helper}")
    } catch let error as ReadError {
      #expect(
        error.description.hasPrefix(
          "`OddPresenter` is given the role `helper`; write one of view-controller"))
    }
  }
}
