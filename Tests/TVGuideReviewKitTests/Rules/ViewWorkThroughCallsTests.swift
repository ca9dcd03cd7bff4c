import TVGuideReviewKit
import Testing

/// Kind 6: the view doing the presenter's work where the work is not written in the view
/// itself: formatting through helpers and extensions it inherits, a model's persistence it
/// calls, a device service it drives.
@Suite("view-does-work: through calls")
struct ViewWorkThroughCallsTests {
  let rule = ViewDoesWorkRule()

  private let helpers = """
    protocol DateShowing {}
    extension DateShowing {
      func showDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter.string(from: date)
      }
    }
    extension UIViewController {
      func priceText(_ value: Double) -> String { String(format: "%.2f €", value) }
    }
    extension Date {
      var shortText: String { formatted(date: .abbreviated, time: .omitted) }
    }
    extension String {
      var shouted: String { uppercased() }
    }
    struct Gardener: Codable {
      let name: String
      func register() { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume() }
      func greet() -> String { "hello" }
    }
    """

  @Test func formattingTheViewInheritsOrCallsIsFound() {
    let source = """
      final class HarvestViewController: UIViewController, DateShowing {
        func show(_ harvest: Harvest) {
          dateLabel.text = showDate(harvest.day)  // ✗
          priceLabel.text = priceText(harvest.price)  // ✗
          dayLabel.text = harvest.day.shortText  // ✗
          nameLabel.text = harvest.name.shouted
        }
      }
      """
    let findings = SnippetReview.findings(rule, in: source, others: [helpers])
    // One function formatting three ways is one problem: one finding, the other places under it.
    #expect(findings.count == 1)
    #expect(SnippetReview.places(findings) == SnippetReview.markedLines(source))
    #expect(findings.first?.message.contains("formats through `showDate(…)` of DateShowing") == true)
  }

  @Test func aViewControllerCallingAModelsPersistenceIsFound() {
    let source = """
      final class SignUpViewController: UIViewController {
        let gardener = Gardener()
        func submit() {
          gardener.register()  // ✗
          title = gardener.greet()
          presenter.submit()
        }
      }
      """
    let findings = SnippetReview.findings(rule, in: source, others: [helpers])
    #expect(findings.map(\.line) == SnippetReview.markedLines(source))
    #expect(findings.first?.message.contains("through `gardener.register()` of Gardener") == true)
  }

  @Test func aViewControllerDrivingTheLocationManagerIsFound() {
    let source = """
      final class MapViewController: UIViewController, CLLocationManagerDelegate {
        private let locationManager = CLLocationManager()  // ✗
        override func viewDidLoad() {
          locationManager.delegate = self
          locationManager.requestWhenInUseAuthorization()
          locationManager.startUpdatingLocation()
        }
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(findings.map(\.line) == SnippetReview.markedLines(source))
    #expect(findings.first?.message.contains("drives `CLLocationManager`, a device service") == true)
  }

  /// The proper channels, and a view that shows what it is handed.
  @Test func aViewThatShowsReadyStringsIsFine() {
    let source = """
      final class HarvestViewController: UIViewController {
        func viewDidLoad() { presenter.viewDidLoad() }
        func show(_ row: HarvestRow) {
          dateLabel.text = row.date
          priceLabel.text = row.price
        }
      }
      """
    #expect(SnippetReview.findings(rule, in: source, others: [helpers]).isEmpty)
  }

  /// A cell that downloads its picture is common and harmless; one that deletes from the
  /// database is doing the interactor's work. A model's own formatting is the model's.
  @Test func cellsAreHeldToDataButNotToPicturesAndModelsToTheirOwnFormatting() {
    let source = """
      final class SeedCell: UITableViewCell {
        func show(_ seed: Seed) {
          URLSession.shared.dataTask(with: seed.pictureURL) { _, _, _ in }.resume()
        }
        func remove(_ seed: Seed) {
          let context = container.viewContext  // ✗
          context.delete(seed)
        }
      }
      final class SeedViewController: UIViewController {
        func show(_ harvest: Harvest) {
          title = harvest.dayText
        }
      }
      struct Harvest {
        let day: Date
        var dayText: String { DateFormatter().string(from: day) }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// Telling the presenter something is what a view should do: what the presenter then reads
  /// or formats is the presenter's work, even through the output protocol it adopts. A
  /// model's persistence the view calls is still the view's.
  @Test func whatThePresenterDoesWhenToldIsThePresentersWork() {
    let source = """
      protocol OrchardViewOutput: AnyObject {
        func viewIsReady()
        func refresh()
      }
      final class OrchardPresenter: OrchardViewOutput {
        func viewIsReady() { _ = UserDefaults.standard.bool(forKey: "pruned") }
        func refresh() { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume() }
      }
      final class OrchardViewController: UIViewController {
        var output: OrchardViewOutput!
        var gardener: Gardener!
        override func viewDidLoad() {
          output.viewIsReady()
          output.refresh()
          gardener.register()  // ✗
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: [helpers]))
  }

  /// A tap helper that files its closure under a made-up key (`String(format: "[%d]", …)` handed
  /// to `objc_setAssociatedObject`) formats no text anyone reads: attaching a tap is no work.
  @Test func anAssociatedObjectKeyIsNoFormatting() {
    let helper = """
      extension UIView {
        func addTapAction(_ action: @escaping () -> Void) {
          let box = ActionBox(action)
          addGestureRecognizer(UITapGestureRecognizer(target: box, action: #selector(ActionBox.run)))
          objc_setAssociatedObject(self, String(format: "[%d]", arc4random()), box, .OBJC_ASSOCIATION_RETAIN)
        }
        func setBadge(_ count: Int) -> String { String(format: "%d new", count) }
      }
      """
    let source = """
      final class LagoonViewController: UIViewController {
        func viewDidLoad() {
          doneButton.addTapAction { [weak self] in self?.close() }
          badgeLabel.text = badgeView.setBadge(unread)  // ✗
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: [helper]))
  }
}
