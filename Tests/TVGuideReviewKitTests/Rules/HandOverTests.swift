import TVGuideReviewKit
import Testing

/// A wireframe that keeps its new screen strongly only until it hands it out (a `defer` sets
/// the property to `nil` in the member that returns it) passes the screen on; one that keeps
/// it holds its owner.
@Suite("weak-delegate and hand-overs")
struct HandOverTests {
  let rule = WeakDelegateRule()

  @Test func aScreenLetGoOnFirstUseIsAHandOver() {
    let source = """
      class PondWireframe {
        private weak var weakScreen: PondViewController?
        private var pendingScreen: PondViewController?
        init(screen: PondViewController) {
          pendingScreen = screen
          weakScreen = screen
        }
        var screen: PondViewController {
          defer { pendingScreen = nil }
          return weakScreen!
        }
      }
      """
    #expect(SnippetReview.findings(rule, in: source, others: [Self.screen]).isEmpty)
  }

  @Test func aScreenKeptIsStillABackReference() {
    let source = """
      class PondWireframe {
        private var keptScreen: PondViewController?  // ✗
        init(screen: PondViewController) { keptScreen = screen }
        var screen: PondViewController {
          defer { print("handed out") }
          return keptScreen!
        }
        func reset() { keptScreen = nil }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: [Self.screen]))
  }

  private static let screen = """
    final class PondViewController: UIViewController { var presenter: PondPresenter? }
    final class PondPresenter { let wireframe: PondWireframe; init(wireframe: PondWireframe) { self.wireframe = wireframe } }
    """
}
