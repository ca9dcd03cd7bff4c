import Foundation
import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// Kind 5: with a layer configuration, a presenter that imports UIKit and a data service that
/// presents alerts are reported; a module's own protocols, kept in its View and Router
/// folders, are its ports and no layer error.
@Suite struct LayerPortsTests {
  private static let configuration = """
    layers:
      order: [[Entity], [Service], [Interactor], [Presenter], [View, Router], [Builder]]
      folders:
        "App/Modules/*/Entity/": Entity
        "App/Modules/*/Interactor/": Interactor
        "App/Modules/*/Presenter/": Presenter
        "App/Modules/*/View/": View
        "App/Modules/*/Router/": Router
        "App/Modules/*/Builder/": Builder
        "App/Services/": Service
    """

  private func project(_ files: [String: String]) throws -> TemporaryPackage {
    try TemporaryPackage(
      ["App.xcodeproj/project.pbxproj": "", ".tvguide-review.yml": Self.configuration].merging(files) { $1 })
  }

  private func lines(_ report: ReviewReport) -> [String] {
    report.layerDirectionPlaces
  }

  @Test func aModulesProtocolsArePortsItsOtherPartsMayUse() async throws {
    let project = try project([
      "App/Modules/Garden/View/GardenViewInput.swift": "protocol GardenViewInput: AnyObject {}\n",
      "App/Modules/Garden/View/GardenViewController.swift":
        "final class GardenViewController: UIViewController, GardenViewInput {}\n",
      "App/Modules/Garden/Router/GardenRouterInput.swift": "protocol GardenRouterInput: AnyObject {}\n",
      "App/Modules/Garden/Presenter/GardenPresenter.swift": """
      final class GardenPresenter {
        weak var view: GardenViewInput?
        var router: GardenRouterInput!
        weak var screen: GardenViewController?
        var other: SeedViewInput?
      }
      """,
      "App/Modules/Seed/View/SeedViewInput.swift": "protocol SeedViewInput: AnyObject {}\n",
    ])
    let report = try await offThePool { try Reviewer().review(path: project.path()) }
    // The concrete view controller and another module's view protocol are still edges.
    #expect(lines(report) == ["GardenPresenter.swift:4", "GardenPresenter.swift:5"])
  }

  /// Outside the layer folders a file takes the layer its types' roles name, unless they
  /// name different layers: a widget's storage-reading timeline provider beside the SwiftUI
  /// view it fills is neither a service nor a view.
  @Test func aFileWhoseTypesNameDifferentLayersIsPlacedNowhere() async throws {
    let project = try project([
      "GardenWidget/GardenWidget.swift": """
      import SwiftUI
      struct HarvestProvider {
        func entries() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: "/")) ?? [] }
      }
      struct HarvestView: View { var body: some View { Text("") } }
      """,
      "GardenWidget/SeedStore.swift": """
      import SwiftUI
      struct SeedStore {
        func seeds() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: "/")) ?? [] }
      }
      """,
    ])
    let report = try await offThePool { try Reviewer().review(path: project.path()) }
    #expect(lines(report) == ["SeedStore.swift:1"])
  }

  @Test func aPresenterImportingUIKitAndAServicePresentingAlertsAreReported() async throws {
    let project = try project([
      "App/Modules/Garden/Presenter/GardenPresenter.swift": "import UIKit\nfinal class GardenPresenter {}\n",
      "App/Modules/Garden/View/GardenViewController.swift":
        "import UIKit\nfinal class GardenViewController: UIViewController {}\n",
      "App/Services/SeedService.swift": """
      import Foundation
      import UIKit
      final class SeedService {
        func failed() { UIApplication.shared.windows.first?.rootViewController?.present(UIAlertController(), animated: true) }
      }
      """,
    ])
    let report = try await offThePool { try Reviewer().review(path: project.path()) }
    #expect(lines(report) == ["GardenPresenter.swift:1", "SeedService.swift:2"])
    #expect(report.findings.first?.message.contains("Presenter depends on UIKit, which only View") == true)
  }

  /// Without folders, an order named after roles places each file by its type's role.
  @Test func anOrderNamedAfterRolesPlacesFilesByRole() async throws {
    let project = try TemporaryPackage([
      "App.xcodeproj/project.pbxproj": "",
      ".tvguide-review.yml": "layers:\n  order: [[Entity], [Interactor], [Presenter], [View, Router]]\n",
      "App/SeedPresenter.swift": "import UIKit\nfinal class SeedPresenter {}\n",
      "App/SeedViewController.swift": "import UIKit\nfinal class SeedViewController: UIViewController {}\n",
    ])
    let report = try await offThePool { try Reviewer().review(path: project.path()) }
    #expect(lines(report) == ["SeedPresenter.swift:1"])
  }

  /// Layers given by file names, a module's contract kept in a `Protocols/` folder outside
  /// them: its protocols and the values it declares are ports, and the file is no layer.
  private static let fileNameLayers = """
    layers:
      order: [[Entity], [Interactor], [Presenter], [View], [Router]]
      folders:
        "*Interactor.swift": Interactor
        "*Presenter.swift": Presenter
        "*Controller.swift": View
        "*Router.swift": Router
    """

  @Test func aModulesContractFileIsItsPortsNotALayer() async throws {
    let project = try TemporaryPackage([
      "App.xcodeproj/project.pbxproj": "", ".tvguide-review.yml": Self.fileNameLayers,
      "App/Pond/Protocols/PondProtocols.swift": """
      protocol PondViewProtocol: AnyObject { func show(_ state: PondState) }
      protocol PondRouterProtocol: AnyObject {}
      protocol PondPresenterProtocol: AnyObject { var router: PondRouterProtocol? { get } }
      struct PondState { let ripples: Int }
      """,
      "App/Pond/PondPresenter.swift": """
      final class PondPresenter: PondPresenterProtocol {
        weak var view: PondViewProtocol?
        var router: PondRouterProtocol?
        func show() { view?.show(PondState(ripples: 3)) }
      }
      """,
      "App/Pond/PondInteractor.swift": """
      final class PondInteractor {
        weak var output: PondPresenterProtocol?
        func ripple(on view: PondViewProtocol) {}
      }
      """,
      "App/Pond/PondController.swift": "final class PondController: UIViewController, PondViewProtocol {}\n",
    ])
    let report = try await offThePool { try Reviewer().review(path: project.path()) }
    // Only the interactor handed the view breaks the order: the view's ports are the
    // presenter's to use, not the layers before it.
    #expect(lines(report) == ["PondInteractor.swift:3"])
    #expect(report.findings.first?.message.contains("Interactor depends on View") == true)
  }

  /// Two apps of one repository declare the same port names: each file means its own app's.
  @Test func aNameDeclaredInSeveralAppsIsTheNearestOne() async throws {
    let project = try TemporaryPackage([
      "Repo.xcodeproj/project.pbxproj": "",
      ".tvguide-review.yml": Self.configuration.replacingOccurrences(of: "App/", with: "*/"),
      "First/Modules/Pond/View/PondViewController.swift": """
      protocol PondViewInput: AnyObject {}
      final class PondViewController: UIViewController, PondViewInput {}
      """,
      "First/Modules/Pond/Presenter/PondPresenter.swift":
        "final class PondPresenter { weak var view: PondViewInput? }\n",
      "Second/Modules/Pond/View/PondViewController.swift": """
      protocol PondViewInput: AnyObject {}
      final class PondViewController: UIViewController, PondViewInput {}
      """,
      "Second/Modules/Pond/Presenter/PondPresenter.swift":
        "final class PondPresenter { weak var view: PondViewInput? }\n",
    ])
    let report = try await offThePool { try Reviewer().review(path: project.path()) }
    #expect(lines(report) == [])
  }

  /// With layers given by file names, a module's parts still find its protocols in its
  /// `View` and `Router` folders (or deeper: `Core/Presenter`); another module's are edges
  /// unless the file adopts them, as a list adopts the detail module's output.
  @Test func aModulesProtocolsArePortsWithoutAModuleFolderPattern() async throws {
    let project = try TemporaryPackage([
      "App.xcodeproj/project.pbxproj": "", ".tvguide-review.yml": Self.fileNameLayers,
      "App/Scenes/Pond/View/PondController.swift": """
      protocol PondViewProtocol: AnyObject {}
      final class PondController: UIViewController, PondViewProtocol {}
      """,
      "App/Scenes/Pond/Router/PondRouter.swift": """
      protocol PondRouterProtocol: AnyObject {}
      final class PondRouter: PondRouterProtocol {}
      """,
      "App/Scenes/Pond/Core/Presenter/PondPresenter.swift": """
      final class PondPresenter {
        weak var view: PondViewProtocol?
        var router: PondRouterProtocol?
        var heron: HeronRouterProtocol?
      }
      extension PondPresenter: HeronOutput {}
      """,
      "App/Scenes/Heron/Router/HeronRouter.swift": """
      protocol HeronRouterProtocol: AnyObject {}
      protocol HeronOutput: AnyObject {}
      final class HeronRouter: HeronRouterProtocol {}
      """,
    ])
    let report = try await offThePool { try Reviewer().review(path: project.path()) }
    #expect(lines(report) == ["PondPresenter.swift:4"])
  }

  /// A plain value declared beside a module's router or view is what opens the module; a
  /// type nested in the view controller, or a view item in a file of its own, is the view's.
  @Test func aModulesInputValueBesideItsRouterIsAPort() async throws {
    let project = try TemporaryPackage([
      "App.xcodeproj/project.pbxproj": "", ".tvguide-review.yml": Self.fileNameLayers,
      "App/Pond/PondRouter.swift": """
      struct PondEntry { let depth: Int }
      final class PondRouter { func open(_ entry: PondEntry) {} }
      """,
      "App/Pond/PondController.swift": """
      final class PondController: UIViewController {
        struct Ripple { let size: Int }
      }
      """,
      "App/Pond/PondRowController.swift": "struct PondRow { let title: String }\n",
      "App/Pond/PondPresenter.swift": """
      final class PondPresenter {
        let entry: PondEntry
        init(entry: PondEntry) { self.entry = entry }
        func ripple() -> Any { PondController.Ripple(size: entry.depth) }
        func row() -> Any { PondRow(title: "pond") }
      }
      """,
    ])
    let report = try await offThePool { try Reviewer().review(path: project.path()) }
    // The view controller and the type nested in it, and the row of the view's file; one
    // function names the first two, so they are one finding.
    #expect(lines(report) == ["PondPresenter.swift:4", "PondPresenter.swift:4", "PondPresenter.swift:5"])
    #expect(report.findings.first?.related.map(\.message) == ["names `Ripple`"])
  }

  /// A preview assembles its screen for the canvas; the same name in the screen's code is an
  /// edge.
  @Test func namesInASwiftUIPreviewAreNoEdge() async throws {
    let project = try project([
      "App/Modules/Garden/Builder/GardenBuilder.swift":
        "enum GardenBuilder { static func make() -> GardenView { GardenView() } }\n",
      "App/Modules/Garden/View/GardenView.swift": """
      import SwiftUI
      struct GardenView: View {
        var body: some View { Text("garden") }
        func next() -> some View { GardenBuilder.make() }
      }
      #Preview { GardenBuilder.make() }
      struct GardenView_Previews: PreviewProvider {
        static var previews: some View { GardenBuilder.make() }
      }
      """,
    ])
    let report = try await offThePool { try Reviewer().review(path: project.path()) }
    #expect(lines(report) == ["GardenView.swift:4"])
  }
}
