import Foundation
import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// Names a presenter may use from the view layer without depending on it: a view model of
/// plain values that a component view is filled with (the presenter builds it), and not a
/// generic parameter that happens to share a view's name.
@Suite struct ViewLayerValuesTests {
  private static let configuration = """
    layers:
      order: [[Entity], [Interactor], [Presenter], [View], [App]]
      folders:
        "App/Interactors/": Interactor
        "App/Presenters/": Presenter
        "App/Components/": View
        "App/Base/": View
        "App/System/": App
    """

  private func findings(_ files: [String: String]) async throws -> [String] {
    let project = try TemporaryPackage(
      ["App.xcodeproj/project.pbxproj": "", ".tvguide-review.yml": Self.configuration].merging(files) { $1 })
    let report = try await offThePool { try Reviewer().review(path: project.path()) }
    return report.layerDirectionPlaces
  }

  @Test func aViewModelOfPlainValuesIsThePresentersToBuild() async throws {
    let found = try await findings([
      "App/Components/RowViewModel.swift": """
      struct RowViewModel {
        let title: String
        var shout: String { title.uppercased() }
      }
      """,
      "App/Components/Row.swift":
        "struct Row: View { let model: RowViewModel; var body: some View { Text(model.title) } }\n",
      "App/Components/BadgeViewModel.swift": """
      struct BadgeViewModel {
        let count: Int
        func render() -> Row { Row(model: RowViewModel(title: "\\(count)")) }
      }
      """,
      "App/Presenters/ListPresenter.swift": """
      final class ListPresenter {
        var rows: [RowViewModel] = []
        var badge: BadgeViewModel?
      }
      """,
      "App/Interactors/ListInteractor.swift":
        "final class ListInteractor { var rows: [RowViewModel] = [] }\n",
    ])
    // A view model with methods is the view's own; an interactor naming even a plain one
    // depends on the view.
    #expect(found == ["ListInteractor.swift:1", "ListPresenter.swift:3"])
  }

  @Test func aGenericParameterIsNotTheTypeItShadows() async throws {
    let found = try await findings([
      "App/System/ContentView.swift": "struct ContentView: View { var body: some View { Text(\"\") } }\n",
      "App/Base/HostingController.swift": """
      final class HostingController<ContentView: View>: UIHostingController<ContentView> {}
      final class RootController: UIHostingController<ContentView> {}
      """,
    ])
    #expect(found == ["HostingController.swift:2"])
  }
}
