import Foundation
import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// With no layer order in its configuration, a project is reviewed on the order its roles
/// imply: entities, services, interactors, presenters (with view models and formatters), views,
/// routers (with builders and coordinators) and the app. A configured order still wins.
@Suite struct InferredLayerOrderTests {
  /// A VIPER module whose inner parts know the UI toolkit and the view's concrete types.
  private static let leakyModule: [String: String] = [
    "Harbor.xcodeproj/project.pbxproj": "// not read\n",
    "Harbor/Modules/Berth/BerthPresenter.swift": """
    import UIKit

    final class BerthPresenter {
      weak var view: BerthViewInput?
      var interactor: BerthInteractorInput?
      var router: BerthRouter?
      func cell(in table: UITableView) -> UITableViewCell {
        table.dequeueReusableCell(withIdentifier: "slip") as! BerthSlipCell
      }
    }
    """,
    "Harbor/Modules/Berth/BerthInteractor.swift": """
    import UIKit

    final class BerthInteractor: BerthInteractorInput {
      weak var output: BerthPresenter?
      let ledger: LedgerService
      init(ledger: LedgerService) { self.ledger = ledger }
      func load() { ledger.fetchBerths() }
    }
    protocol BerthInteractorInput: AnyObject { func load() }
    """,
    "Harbor/Modules/Berth/BerthViewController.swift": """
    import UIKit

    protocol BerthViewInput: AnyObject { func show(_ names: [String]) }
    final class BerthViewController: UIViewController, BerthViewInput {
      var presenter: BerthPresenter!
      func show(_ names: [String]) {}
    }
    final class BerthSlipCell: UITableViewCell {}
    """,
    "Harbor/Modules/Berth/BerthRouter.swift": """
    import UIKit

    final class BerthRouter {
      weak var viewController: UIViewController?
      func openSlip() { viewController?.present(BerthViewController(), animated: true) }
    }
    """,
    "Harbor/Services/LedgerService.swift": """
    import Foundation

    final class LedgerService {
      func fetchBerths() { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume() }
    }
    """,
    "Harbor/Models/Berth.swift": """
    import UIKit

    struct Berth: Codable {
      let name: String
    }
    """,
  ]

  private func layerFindings(_ files: [String: String]) async throws -> [String] {
    let app = try TemporaryPackage(files)
    let report = try await offThePool { try Reviewer().review(path: app.path()) }
    return report.findings.filter { $0.ruleID == "layer-direction" }.map {
      "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line)"
    }
  }

  @Test func theInferredOrderIsThatOfVIPER() {
    let order = LayerOrder.inferred
    #expect(order.isInferred)
    #expect(order.summary == "Entity ← Service ← Interactor ← Presenter ← View ← Router ← App")
    #expect(order.violation(importer: "Presenter", imports: "UIKit") != nil)
    #expect(order.violation(importer: "View", imports: "UIKit") == nil)
    #expect(order.violation(importer: "Router", imports: "View") == nil)
    #expect(order.violation(importer: "View", imports: "Router") != nil)
    #expect(order.layer(for: .builder) == "Router")
    #expect(order.layer(for: .coordinator) == "Router")
    #expect(order.layer(for: .viewModel) == "Presenter")
    #expect(order.layer(for: .formatter) == "Presenter")
    #expect(order.layer(for: .app) == "App")
    #expect(order.layer(for: .unknown) == nil)
  }

  /// Wrong: an entity, an interactor and a presenter that import UIKit, an interactor that
  /// names its concrete presenter, a presenter that names its concrete router and the view's
  /// concrete cell. Right: the view controller and the router, which may import UIKit and name
  /// the screens they show, and a service on Foundation.
  @Test func withoutAnOrderTheRolesPlaceEachFile() async throws {
    #expect(
      try await layerFindings(Self.leakyModule) == [
        "Berth.swift:1", "BerthInteractor.swift:1", "BerthInteractor.swift:4", "BerthPresenter.swift:1",
        "BerthPresenter.swift:6", "BerthPresenter.swift:8",
      ])
  }

  /// A file no one layer holds still may not import what none of its layers may: a service
  /// beside the enum it returns, or a file of one data service's protocol, that imports UIKit.
  /// A module's contract whose protocols include the view's, or the presenter's port the view
  /// holds, may import it.
  @Test func aFileOfSeveralLayersImportsOnlyWhatItsRightmostMay() async throws {
    let files = [
      "Quay.xcodeproj/project.pbxproj": "// not read\n",
      "Quay/Services/Tide/TideService.swift": """
      import UIKit

      enum TideKind { case neap, spring }
      protocol TideServiceProtocol { func kind() -> TideKind }
      final class TideService: TideServiceProtocol {
        func kind() -> TideKind { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume(); return .neap }
      }
      """,
      "Quay/Services/Ledger/LedgerServiceProtocol.swift": """
      import UIKit

      protocol LedgerServiceProtocol { func balance() -> Int }
      """,
      "Quay/Modules/Dock/DockContract.swift": """
      import UIKit

      protocol DockViewInput: AnyObject { func show(_ names: [String]) }
      """,
      "Quay/Modules/Dock/DockViewOutput.swift": """
      import UIKit

      protocol DockViewOutput: AnyObject { func viewDidLoad() }
      """,
      "Quay/Modules/Dock/DockViewController.swift": """
      import UIKit

      final class DockViewController: UIViewController, DockViewInput {
        var output: DockViewOutput!
        func show(_ names: [String]) {}
      }
      """,
      "Quay/Modules/Dock/DockPresenter.swift": """
      final class DockPresenter: DockViewOutput {
        weak var view: DockViewInput?
        let ledger: LedgerServiceProtocol
        init(ledger: LedgerServiceProtocol) { self.ledger = ledger }
        func viewDidLoad() { view?.show(["\\(ledger.balance())"]) }
      }
      """,
    ]
    #expect(try await layerFindings(files) == ["LedgerServiceProtocol.swift:1", "TideService.swift:1"])
  }

  /// A presenter naming the `Action` it nests depends on nothing outside its file, though a
  /// cell of the view nests an `Action` of its own.
  @Test func aTypeTheFileDeclaresIsNoEdge() async throws {
    let files = [
      "Dock.xcodeproj/project.pbxproj": "// not read\n",
      "Dock/Modules/Pier/Presenter/PierPresenter.swift": """
      final class PierPresenter {
        enum Action { case save }
        var actions: [Action] { [.save] }
      }
      """,
      "Dock/Modules/Pier/View/PierCell.swift": """
      import UIKit

      final class PierCell: UITableViewCell {
        enum Action { case tap }
        var action: Action?
      }
      """,
    ]
    #expect(try await layerFindings(files).isEmpty)
  }

  /// An order of the project's own modules, none named after a role, places no file by its
  /// roles: the inferred order is not used beside it.
  @Test func aConfiguredOrderStillWins() async throws {
    var files = Self.leakyModule
    files[".tvguide-review.yml"] = """
      layers:
        order: [[HarborCore], [HarborFeatures], [HarborApp]]
      """
    #expect(try await layerFindings(files).isEmpty)
  }

  /// `--roles` lists each type with its role, its layer in the order and the evidence.
  @Test func theRoleListingGivesEachTypeItsLayer() async throws {
    let app = try TemporaryPackage(Self.leakyModule)
    let listing = try await offThePool { try Reviewer().roleListing(paths: [app.path()]) }
    #expect(listing.layerOrder == "inferred")
    let layers = Dictionary(uniqueKeysWithValues: listing.types.map { ($0.name, $0.layer ?? "none") })
    #expect(layers["BerthPresenter"] == "Presenter")
    #expect(layers["BerthInteractor"] == "Interactor")
    #expect(layers["BerthViewController"] == "View")
    #expect(layers["BerthSlipCell"] == "View")
    #expect(layers["BerthRouter"] == "Router")
    #expect(layers["LedgerService"] == "Service")
    #expect(layers["Berth"] == "Entity")
    #expect(listing.text.contains("BerthPresenter (class): presenter (high), layer Presenter — "))
    #expect(listing.json.contains("\"layerOrder\" : \"inferred\""))
  }
}
