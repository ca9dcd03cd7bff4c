import TVGuideReviewKit
import Testing

@Suite("router-builds-views")
struct RouterBuildsViewsRuleTests {
  let rule = RouterBuildsViewsRule()

  @Test func aRouterThatCreatesTheNextScreenIsAWarning() {
    let source = """
      final class ShowsRouter {
        weak var viewController: TextViewController?
        func openDetail(for show: Show) {
          let detail = ShowDetailViewController(show: show)  // ✗
          viewController?.navigationController?.push(detail)
        }
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(findings.map(\.line) == [4])
    #expect(findings.first?.column == 18)
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.message.contains("creates `ShowDetailViewController`") == true)
  }

  @Test func everyWayOfBuildingAModuleIsFound() {
    let source = """
      class DetailScreen: TextViewController {}
      final class ShowsRouter {}
      extension ShowsRouter {
        func open(id: Int) {
          let screen = DetailScreen()  // ✗
          screen.presenter = ShowDetailPresenter(id: id)  // ✗
          screen.presenter.interactor = .init(ShowDetailInteractor.init())  // ✗
          let other = storyboard.instantiateViewController(withIdentifier: "Detail")  // ✗
          let nib = ShowDetailViewController.fromNib()  // ✗
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test(arguments: [
    // The router asks an injected builder.
    """
    final class ShowListRouter {
      private let detailBuilder: any ShowDetailModuleBuilding
      func openShow(id: Int) {
        viewController?.navigationController?.push(detailBuilder.makeShowDetail(showID: id))
      }
    }
    """,
    // Builders and presenters are not routers.
    "struct ShowDetailModuleBuilder { func make() -> TextViewController { ShowDetailViewController() } }",
    // Navigation helpers that are not screens of a module.
    "final class AppRouter { func root() -> TextNavigationController { TextNavigationController(rootViewController: root) } }",
  ])
  func routersThatOnlyNavigateAreFine(source: String) {
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }
}
