import TVGuideReviewKit
import Testing

/// A type named as a router that has nothing but static factories, moves between no screens
/// and sits beside its module's router is the module's builder; one that navigates, keeps
/// state or is the module's only router stays a router.
@Suite struct FactoryOnlyRoleTests {
  private static let files = [
    "Garden/Plot/PlotWireframe.swift": """
    enum PlotWireframe {
      @MainActor static func makeScreen(store: PlotStore) -> some View {
        PlotScreen(presenter: PlotPresenter(store: store))
      }
    }
    """,
    "Garden/Shed/ShedWireframe.swift": """
    final class ShedWireframe {
      static func makeScreen() -> UIViewController { ShedViewController(presenter: ShedPresenter()) }
      static func open(from screen: UIViewController) {
        screen.navigationController?.pushViewController(makeScreen(), animated: true)
      }
    }
    """,
    "Garden/Plot/PlotRouter.swift": "protocol PlotRouter: AnyObject { func openBed() }\n",
    "Garden/Shed/ShedRouting.swift": "protocol ShedRouter: AnyObject {}\n",
    "Garden/Gate/GateRouter.swift": """
    final class GateRouter {
      weak var screen: UIViewController?
      static func makeScreen() -> UIViewController { GateViewController() }
    }
    """,
  ]

  @Test func onlyStaticFactoriesThatNavigateNowhereMakeABuilder() {
    let context = ModelSnippet.context(Self.files)
    #expect(context.roles.role(of: "PlotWireframe", from: nil) == .builder)
    let reasons = context.roles.assignment(of: "PlotWireframe", from: nil)?.explanation ?? ""
    #expect(reasons.contains("only static factory functions, navigating nowhere, beside the module's router"))
    #expect(reasons.contains("but its code says otherwise"))
  }

  @Test func navigatingOrKeepingStateStaysARouter() {
    let context = ModelSnippet.context(Self.files)
    #expect(context.roles.role(of: "ShedWireframe", from: nil) == .router)
    #expect(context.roles.role(of: "GateRouter", from: nil) == .router)
  }

  @Test func routerBuildsViewsLeavesTheBuilderAlone() {
    let context = ModelSnippet.context(Self.files)
    let findings = Self.files.sorted { $0.key < $1.key }.flatMap { path, source in
      RouterBuildsViewsRule().findings(
        in: SourceFile(path: path, source: source, relativePath: path), context: context)
    }
    #expect(
      findings.map { "\($0.file):\($0.line)" } == [
        "Garden/Gate/GateRouter.swift:3", "Garden/Shed/ShedWireframe.swift:2",
      ])
  }
}
