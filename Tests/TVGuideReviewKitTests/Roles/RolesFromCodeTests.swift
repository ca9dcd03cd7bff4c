import TVGuideReviewKit
import Testing

/// Kind 1 of issue 33: what a type is and what its code does decide its role over the words of
/// its name and folder, and a protocol is what the types that adopt and hold it make it.
@Suite struct RolesFromCodeTests {
  /// An enum of states and a protocol of state kept in `Services/` fetch nothing; the service
  /// beside them does. A view that shows the states reaches no data.
  @Test func statesAndStateProtocolsInAServicesFolderAreNoServices() {
    let files = [
      "App/Services/TideState.swift": "enum TideState { case rising, falling }\n",
      "App/Services/TideReading.swift": "protocol TideReading { var height: Double { get } }\n",
      "App/Services/TideService.swift": """
      final class TideService {
        func load() { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume() }
      }
      """,
      "App/Screens/TideBadge.swift": """
      final class TideBadge: UIView {
        func show(_ state: TideState, reading: TideReading) {}
      }
      """,
    ]
    let context = ModelSnippet.context(files)
    #expect(context.roles.role(of: "TideState", from: nil) == .entity)
    #expect(context.roles.role(of: "TideReading", from: nil) != .dataService)
    #expect(context.roles.role(of: "TideService", from: nil) == .dataService)
    let badge = SourceFile(path: "App/Screens/TideBadge.swift", source: files["App/Screens/TideBadge.swift"]!)
    #expect(ViewDoesWorkRule().findings(in: badge, context: context).isEmpty)
  }

  /// A state model filed under `Models/` that SwiftUI observes is no record; a class SwiftUI
  /// observes whose own code reaches Core Data, and whose name says nothing, is a data service;
  /// a listener protocol filed with the records passes no role to the state models adopting it.
  @Test func whatSwiftUIObservesIsAViewModelUnlessItsCodeIsAStore() {
    let files = [
      "App/Models/KelpObserver.swift": "protocol KelpObserver { func kelpDidChange() }\n",
      "App/Models/KelpStateModel.swift": """
      final class KelpStateModel: ObservableObject, KelpObserver {
        func kelpDidChange() {}
      }
      """,
      "App/Helpers/KelpStack.swift": """
      final class KelpStack: ObservableObject {
        func wipe() { _ = NSBatchDeleteRequest(fetchRequest: request) }
      }
      """,
    ]
    #expect(ModelSnippet.role(of: "KelpStateModel", in: files) == .viewModel)
    #expect(ModelSnippet.role(of: "KelpStack", in: files) == .dataService)
    #expect(ModelSnippet.role(of: "KelpObserver", in: files) != .viewModel)
  }

  /// A plain struct filed under `View/` and named `…View` draws nothing: it is a record. A
  /// struct that adopts SwiftUI's `View` is a view whatever it is called.
  @Test func aModelStructUnderViewIsNoView() {
    let files = [
      "App/Buoy/View/BuoyView.swift": "struct BuoyView { let name: String; let depth: Int }\n",
      "App/Buoy/View/BuoyRow.swift": "struct BuoyRow: View { var body: some View { Text(\"\") } }\n",
    ]
    #expect(ModelSnippet.role(of: "BuoyView", in: files) == .entity)
    #expect(ModelSnippet.role(of: "BuoyRow", in: files) == .view)
  }

  /// An app names the presenter's port to its view `…ViewOutput`: the screens adopt it, and
  /// the presenter keeps it weakly, so it is a view protocol; the adapter that adopts it
  /// beside the screen is the view's, and its reference to the screen it serves is owned.
  @Test func aProtocolIsWhatItsAdoptersAndHoldersMakeIt() {
    let files = [
      "App/Lock/LockViewOutput.swift": "protocol LockViewOutput: AnyObject { func render(_ text: String) }\n",
      "App/Lock/LockViewController.swift": """
      final class LockViewController: UIViewController, LockViewOutput {
        var presenter: LockPresenter?
        func render(_ text: String) {}
      }
      """,
      "App/Lock/LockPresenter.swift": "final class LockPresenter { weak var view: LockViewOutput? }\n",
    ]
    let context = ModelSnippet.context(files)
    #expect(context.roles.role(of: "LockViewOutput", from: nil) == .view)
    let reasons = context.roles.assignment(of: "LockViewOutput", from: nil)?.explanation ?? ""
    #expect(reasons.contains("adopted by LockViewController, by their base class"))
    #expect(reasons.contains("held weakly as `view` by LockPresenter"))
  }

  /// A manager that makes the app's API client, which calls `URLSession`, reaches data
  /// through it; a builder that makes that client to hand it to a module reaches nothing.
  @Test func dataReachedThroughAnotherTypeOfTheProjectMakesADataService() {
    let files = [
      "App/Net/Wire.swift": """
      final class Wire {
        func get() { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume() }
      }
      """,
      "App/Keeper.swift": "final class Keeper { func refresh() { Wire().get() } }\n",
      "App/Gate/GateAssembly.swift": """
      final class GateAssembly {
        func make() -> UIViewController { GateViewController(presenter: GatePresenter(wire: Wire())) }
      }
      """,
    ]
    let context = ModelSnippet.context(files)
    #expect(context.roles.role(of: "Keeper", from: nil) == .dataService)
    #expect(context.roles.role(of: "GateAssembly", from: nil) == .builder)
    #expect(context.roles.assignment(of: "GateAssembly", from: nil)?.explanation.contains("Wire") == false)
  }

  /// A type filed under `Models` whose methods hand out table cells serves the table; an enum
  /// of constants is a namespace, not a record; a UIKit protocol's adopter works for a screen,
  /// while a coordinator adopting the navigation controller's delegate stays a coordinator.
  @Test func whatTheCodeServesDecidesOverTheFolder() {
    let files = [
      "App/Models/Table/SlipItem.swift": """
      struct SlipItem {
        let title: String
        func cell(from tableView: UITableView) -> UITableViewCell { UITableViewCell() }
      }
      """,
      "App/Support/Palette.swift": "enum Palette { static let sea = 3 }\n",
      "App/Support/Fade.swift": "final class Fade: NSObject, UIViewControllerAnimatedTransitioning {}\n",
      "App/Flow/HarborCoordinator.swift": """
      final class HarborCoordinator: NSObject, UINavigationControllerDelegate {
        func start() {}
      }
      """,
    ]
    let context = ModelSnippet.context(files)
    #expect(context.roles.role(of: "SlipItem", from: nil) == .displayHelper)
    #expect(context.roles.role(of: "Palette", from: nil) != .entity)
    #expect(context.roles.role(of: "Fade", from: nil) == .view)
    #expect(context.roles.role(of: "HarborCoordinator", from: nil) == .coordinator)
  }

  /// One word alone leaves a role of medium confidence; two kinds of words that agree, or what
  /// the type is or does, make it high.
  @Test func aRoleIsSureWhenTheCodeOrTwoWordsBackIt() {
    let files = [
      "App/Reef/ReefPresenter.swift": "final class ReefPresenter {}\n",
      "App/Reef/Presenter/ShoalPresenter.swift": "final class ShoalPresenter {}\n",
      "App/Reef/ReefScreen.swift": "final class ReefScreen: UIViewController {}\n",
    ]
    let context = ModelSnippet.context(files)
    #expect(context.roles.assignment(of: "ReefPresenter", from: nil)?.certainty == .medium)
    #expect(context.roles.assignment(of: "ShoalPresenter", from: nil)?.certainty == .high)
    #expect(context.roles.assignment(of: "ReefScreen", from: nil)?.certainty == .high)
  }

  /// A platform superclass is the class's lineage, not a protocol it adopts: a screen named
  /// `…View` in a `View` folder whose superclass is `UIViewController` is a view controller,
  /// as its base class says, not a view by its name, its folder and a `UI…` "protocol".
  @Test func aPlatformSuperclassIsNoAdoptedProtocol() {
    let files = [
      "App/View/HarbourView.swift": "final class HarbourView: UIViewController {}\n"
    ]
    let context = ModelSnippet.context(files)
    #expect(context.roles.role(of: "HarbourView", from: nil) == .viewController)
    let reasons = context.roles.assignment(of: "HarbourView", from: nil)?.explanation ?? ""
    #expect(!reasons.contains("adopts UIViewController"))
  }
}
