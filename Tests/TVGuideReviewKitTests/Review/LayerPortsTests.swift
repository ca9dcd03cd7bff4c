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
    report.findings.filter { $0.ruleID == "layer-direction" }.map {
      "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line)"
    }
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
}
