import Foundation
import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// A module's `…Interfaces.swift` file, outside its layers, holds its contract: the protocols
/// its parts talk through and the values view and presenter hand each other (an enum of
/// `ViewInput` and `ViewOutput` structs). The presenter building a `ViewInput` uses a port.
@Suite struct InterfacesContractTests {
  private static let layers = """
    layers:
      order: [[Entity], [Interactor], [Presenter], [View], [Router]]
      folders:
        "*Interactor.swift": Interactor
        "*Presenter.swift": Presenter
        "*ViewController.swift": View
        "*Wireframe.swift": Router
    """

  private func findings(interfacesFile: String) async throws -> [String] {
    let project = try TemporaryPackage([
      "App.xcodeproj/project.pbxproj": "", ".tvguide-review.yml": Self.layers,
      "App/Modules/Pond/\(interfacesFile)": """
      protocol PondViewInterface: AnyObject {}
      protocol PondPresenterInterface: AnyObject { func configure(with output: Pond.ViewOutput) -> Pond.ViewInput }
      enum Pond {
        struct ViewOutput { let taps: [Int] }
        struct ViewInput { let ripples: [Int] }
      }
      """,
      "App/Modules/Pond/PondPresenter.swift": """
      final class PondPresenter: PondPresenterInterface {
        weak var view: PondViewInterface?
        func configure(with output: Pond.ViewOutput) -> Pond.ViewInput {
          Pond.ViewInput(ripples: output.taps)
        }
      }
      """,
      "App/Modules/Pond/PondViewController.swift":
        "final class PondViewController: UIViewController, PondViewInterface {}\n",
    ])
    let report = try await offThePool { try Reviewer().review(path: project.path()) }
    return report.layerDirectionPlaces
  }

  @Test func anInterfacesFileIsTheModulesContract() async throws {
    #expect(try await findings(interfacesFile: "PondInterfaces.swift").isEmpty)
  }

  /// The same declarations in a file that says nothing of a contract are the view's: the
  /// presenter naming `Pond` (for the view's output it is handed) and building `ViewInput`
  /// depends on the view layer, in one function: one finding.
  @Test func theSameValuesElsewhereAreTheViews() async throws {
    #expect(
      try await findings(interfacesFile: "PondScreenViewController.swift") == [
        "PondPresenter.swift:3", "PondPresenter.swift:4",
      ])
  }
}
