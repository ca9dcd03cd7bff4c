import Foundation
import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// How the inferred order places files and weighs its findings: a file whose role the words
/// about it contest is reported with medium confidence, a struct of callbacks is a port, and a
/// module laid out by its file names is sure of its parts.
@Suite struct InferredLayerPlacementTests {
  /// `file:line:confidence` of each `layer-direction` finding, in the report's order.
  private func layerFindings(_ files: [String: String]) async throws -> [String] {
    let app = try TemporaryPackage(files)
    let report = try await offThePool { try Reviewer().review(path: app.path()) }
    return report.findings.filter { $0.ruleID == "layer-direction" }.map {
      "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.confidence.rawValue)"
    }
  }

  /// A presenter's port and a module's presenter, for the fixtures below.
  private static let berthModule: [String: String] = [
    "Harbor.xcodeproj/project.pbxproj": "// not read\n",
    "Harbor/Modules/Berth/BerthPresenter.swift": """
    import UIKit

    final class BerthPresenter: BerthViewOutput {
      weak var view: BerthViewInput?
      func viewDidLoad() { view?.show(["north"]) }
    }
    """,
    "Harbor/Modules/Berth/BerthViewController.swift": """
    import UIKit

    protocol BerthViewInput: AnyObject { func show(_ names: [String]) }
    protocol BerthViewOutput: AnyObject { func viewDidLoad() }
    final class BerthViewController: UIViewController, BerthViewInput {
      var output: BerthViewOutput!
      func show(_ names: [String]) {}
    }
    """,
  ]

  /// SwiftUI observes the form state, so its role says view model (the presenter's layer), but
  /// it lies in the module's `View` folder: whether it may import SwiftUI is in doubt, and the
  /// finding is medium. The presenter that imports UIKit stays a finding of high confidence.
  @Test func aPlaceTheWordsContestIsReportedWithMediumConfidence() async throws {
    var files = Self.berthModule
    files["Harbor/Modules/Berth/View/BerthFormState.swift"] = """
      import SwiftUI

      final class BerthFormState: ObservableObject {
        @Published var name = ""
      }
      """
    #expect(
      try await layerFindings(files) == ["BerthPresenter.swift:1:high", "BerthFormState.swift:1:medium"])
  }

  /// A struct of closures that the router fills in is the view's port, whatever its name says;
  /// the concrete router beside it is still a layer to the view's right.
  @Test func aStructOfCallbacksIsAPort() async throws {
    var files = Self.berthModule
    files["Harbor/Modules/Berth/BerthRouting.swift"] = """
      struct BerthRouting {
        let onClose: () -> Void
        let onSelect: ((String) -> Void)?
      }
      """
    files["Harbor/Modules/Berth/BerthRouter.swift"] = """
      import UIKit

      final class BerthRouter {
        weak var viewController: UIViewController?
        func close() { viewController?.dismiss(animated: true) }
      }
      """
    files["Harbor/Modules/Berth/BerthListViewController.swift"] = """
      import UIKit

      final class BerthListViewController: UIViewController {
        var routing: BerthRouting?
        var router: BerthRouter?
      }
      """
    #expect(
      try await layerFindings(files).map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == [
        "BerthListViewController.swift:5", "BerthPresenter.swift:1",
      ])
  }

  /// A type another file names is what its lineage says, whatever folder holds it: a session
  /// that adopts the presenter's port is a presenter though it lies in `Model`, so an
  /// interactor that names it depends on the presenter, with high confidence.
  @Test func aNamedTypeItsLineagePlacesIsNoDoubt() async throws {
    var files = Self.berthModule
    files["Harbor/Model/BerthSession.swift"] = """
      final class BerthSession: BerthViewOutput {
        func viewDidLoad() {}
      }
      """
    files["Harbor/Modules/Berth/BerthInteractor.swift"] = """
      protocol BerthInteractorInput: AnyObject { func load() }
      final class BerthInteractor: BerthInteractorInput {
        var session: BerthSession?
        func load() {}
      }
      """
    #expect(
      try await layerFindings(files) == ["BerthInteractor.swift:3:high", "BerthPresenter.swift:1:high"])
  }

  /// A module laid out by its file names (`TripsInteractor`, `TripsPresenter`, `TripsRouter`,
  /// `TripsView` in one folder) is sure of its parts though only their names tell them (their
  /// base classes are a library's): the interactor naming its concrete presenter, the presenter
  /// importing UIKit and naming its concrete router are reported with high confidence. A
  /// `…Presenter` alone in a shared folder stays medium.
  @Test func aModuleLaidOutByItsNamesIsSureOfItsParts() async throws {
    let files = [
      "Harbor.xcodeproj/project.pbxproj": "// not read\n",
      "Harbor/Modules/Trips/TripsInteractor.swift": """
      final class TripsInteractor: Interactor {
        var presenter: TripsPresenter { _presenter as! TripsPresenter }
      }
      """,
      "Harbor/Modules/Trips/TripsPresenter.swift": """
      import UIKit

      final class TripsPresenter: Presenter {
        var router: TripsRouter { _router as! TripsRouter }
      }
      """,
      "Harbor/Modules/Trips/TripsRouter.swift": "import UIKit\n\nfinal class TripsRouter: Router {}\n",
      "Harbor/Modules/Trips/TripsView.swift": "import UIKit\n\nfinal class TripsView: UserInterface {}\n",
      "Harbor/Shared/DockPresenter.swift": "import UIKit\n\nfinal class DockPresenter {}\n",
    ]
    #expect(
      try await layerFindings(files) == [
        "TripsInteractor.swift:2:high", "TripsPresenter.swift:1:high", "TripsPresenter.swift:4:high",
        "DockPresenter.swift:1:medium",
      ])
  }
}
