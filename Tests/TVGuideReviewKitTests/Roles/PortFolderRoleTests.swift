import TVGuideReviewKit
import Testing

/// A module's `Presenter` folder holds the ports the presenter calls as well as those it
/// adopts: the presenter's output there is adopted by whoever listens to the presenter (a
/// coordinator, a parent router). A protocol only its folder gives a role passes that role on
/// to no adopter.
@Suite struct PortFolderRoleTests {
  private static let files = [
    "Reef/Presenter/ReefPresenterOutput.swift":
      "protocol ReefPresenterOutput: AnyObject { func reefDidClose() }",
    "Reef/Presenter/ReefPresenter.swift": """
    final class ReefPresenter {
      weak var output: ReefPresenterOutput?
    }
    """,
    "Reef/ReefCoordinator.swift": """
    final class ReefCoordinator: ReefPresenterOutput {
      let navigation: UINavigationController
      init(navigation: UINavigationController) { self.navigation = navigation }
      func reefDidClose() { navigation.popViewController(animated: true) }
    }
    """,
  ]

  @Test func aCoordinatorAdoptingAPresentersOutputStaysACoordinator() {
    let context = ModelSnippet.context(Self.files)
    #expect(context.roles.role(of: "ReefCoordinator", from: nil) == .coordinator)
    let reasons = context.roles.assignment(of: "ReefCoordinator", from: nil)?.explanation ?? ""
    #expect(!reasons.contains("adopts ReefPresenterOutput"))
  }
}
