import TVGuideReviewKit
import Testing

/// Kind 3: the rules ask the project model for roles instead of matching a short list of
/// names, so a `…RouterImpl`, a `…Wireframe` or a class adopting a router protocol is a
/// router, a table helper is not data access, and a view helper that deletes from Core Data
/// is a view doing work.
@Suite struct RoleQueryTests {
  @Test func aRouterByAnyNameIsARouter() {
    let source = """
      final class SeedListRouterImpl {
        var viewController: UIViewController?  // ✗
        func openSeed() { push(SeedDetailViewController()) }  // ✗
      }
      final class HarvestWireframe {
        var presenter: HarvestPresenter?  // ✗
      }
      final class Navigator: GardenRouterInput {
        var screen: GardenViewController?  // ✗
        func open() { _ = GardenDetailPresenter() }  // ✗
      }
      """
    // Each screen owns its presenter, which owns its router: the routers' references point back.
    let others = """
      protocol GardenRouterInput: AnyObject {}
      final class HarvestPresenter { let wireframe: HarvestWireframe }
      final class GardenViewController: UIViewController { var presenter: GardenPresenter? }
      final class GardenPresenter { var router: GardenRouterInput? }
      final class SeedListViewController: UIViewController { var presenter: SeedListPresenter? }
      final class SeedListPresenter { var router: SeedListRouterImpl? }
      """
    let weak = SnippetReview.findings(WeakDelegateRule(), in: source, others: [others])
    let builds = SnippetReview.findings(RouterBuildsViewsRule(), in: source, others: [others])
    #expect((weak + builds).map(\.line).sorted() == SnippetReview.markedLines(source))
  }

  @Test func aTableHelperIsNotDataAccessButAViewHelperThatDeletesIs() {
    let source = """
      final class SeedListViewController: UIViewController {
        private let displayManager = SeedDataDisplayManager()
        private let helper: SeedTableHelper
      }
      final class SeedTableHelper: NSObject, UITableViewDataSource, UITableViewDelegate {
        var seeds: [Seed] = []
        func tableView(_ tableView: UITableView, commit style: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
          let context = (UIApplication.shared.delegate as! AppDelegate).persistentContainer.viewContext  // ✗
          context.delete(seeds[indexPath.row])
          try? context.save()
        }
      }
      """
    let others = "final class SeedDataDisplayManager: NSObject, UICollectionViewDataSource {}"
    let findings = SnippetReview.findings(ViewDoesWorkRule(), in: source, others: [others])
    #expect(findings.map(\.line) == SnippetReview.markedLines(source))
    #expect(
      findings.first?.message.contains("the table helper reaches data through `persistentContainer`") == true)
  }

  @Test func aConfiguratorOrAssemblyBuildsWithoutBeingReported() {
    let source = """
      final class GardenModuleConfigurator {
        func configure(_ view: GardenViewController) {
          let presenter = GardenPresenter()
          presenter.router = GardenRouter(viewController: view)
          view.output = presenter
        }
      }
      final class GardenAssembly {
        func make() -> UIViewController { GardenViewController() }
      }
      """
    #expect(SnippetReview.findings(RouterBuildsViewsRule(), in: source).isEmpty)
    #expect(SnippetReview.findings(InitDoesWorkRule(), in: source).isEmpty)
  }
}
