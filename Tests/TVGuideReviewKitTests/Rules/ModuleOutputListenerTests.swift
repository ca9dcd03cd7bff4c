import TVGuideReviewKit
import Testing

/// A module reports to whoever showed it: another module's presenter, or the router or
/// coordinator that made it. Outputs that routers and coordinators adopt count towards the
/// project's convention of holding outputs weak, and one held strongly against it is found.
@Suite("weak-delegate: module outputs routers and coordinators listen to")
struct ModuleOutputListenerTests {
  @Test func anOutputARouterOrCoordinatorAdoptsIsAModuleOutput() {
    let listeners = """
      protocol GullModuleOutput: AnyObject { func gullClosed() }
      protocol TernModuleOutput: AnyObject { func ternClosed() }
      protocol SkuaModuleOutput: AnyObject { func skuaClosed() }
      final class CliffCoordinator: GullModuleOutput, TernModuleOutput {
        func gullClosed() {}
        func ternClosed() {}
      }
      final class NestRouter: SkuaModuleOutput { func skuaClosed() {} }
      """
    let source = """
      final class GullPresenter {
        weak var output: GullModuleOutput?
      }
      final class TernPresenter {
        weak var output: TernModuleOutput?
      }
      final class SkuaPresenter {
        var output: SkuaModuleOutput?  // ✗
      }
      """
    #expect(SnippetReview.findsMarkedLines(WeakDelegateRule(), in: source, others: [listeners]))
  }
}
