extension RuleDocumentation {
  static let viewDoesWork = RuleDocumentation(
    decides: """
      The rule reads every type the project model places in the view layer: view \
      controllers (a `UIViewController` or any subclass, `…ViewController`), views and cells \
      (`UIView`, `UITableViewCell`…), and table helpers (an `NSObject` adopting \
      `UITableViewDataSource`, a `…DataDisplayManager`). In any of them it reports data \
      access: the network (`URLSession`, Alamofire, Moya, Firebase), databases (Core Data's \
      contexts and fetch requests, Realm, the keychain), `FileManager`, device services \
      (`CLLocationManager`, `CMMotionManager`, `AVCaptureSession`…), a type the model calls a \
      data service (by its name, a data-source protocol it adopts, or code that reaches data \
      itself), and a call into a model or helper whose code reaches data (`user.register()` \
      that posts to an API). In view controllers and table helpers it also reports formatting: \
      `DateFormatter` and any formatter, `Calendar`, `String(format:)`, `.formatted(…)`, \
      `.replacingOccurrences`, and calls to formatting the type inherits or gets from an \
      extension (a base class's `formatDate(_:)`, `date.toString()`). A view controller that \
      only passes data access to the next screen it builds is told that this is a builder's \
      job.
      """,
    lesson: """
      This is the MVC smell the migration exists to remove: in stage 1 the view controllers \
      fetched, formatted and decided. Stage 2 made the view dumb (string and date handling \
      moved into helpers the presenter uses), stage 3 moved the service calls into the \
      interactor, and stage 4's builder stopped the list assembling the detail screen.
      """,
    notReported: """
      calls through the proper channels (presenter, interactor, router, view model); a table \
      helper's work is display, so a `UITableViewDataSource` helper is not data access; types \
      named in a delegate callback's signature (`urlSession(_ session: URLSession, …)`); \
      managers of the screen (`UndoManager`, a keyboard manager); formatting in views and \
      cells, which draw what they are given; formatting and fetching outside the view layer.
      """,
    wrong: """
      protocol DateShowing {}
      extension DateShowing {
        func showDate(_ date: Date) -> String { DateFormatter().string(from: date) }
      }
      struct Member: Codable {
        let name: String
        func register() { URLSession.shared.dataTask(with: signUpURL).resume() }
      }
      final class ProfileViewController: UIViewController, DateShowing {
        let locationManager = CLLocationManager()
        let member = Member(name: "")
        override func viewDidLoad() {
          locationManager.startUpdatingLocation()
          joinedLabel.text = showDate(joined)
          member.register()
        }
      }
      """,
    right: """
      final class ProfileViewController: UIViewController {
        override func viewDidLoad() { presenter.viewDidLoad() }     // the interactor locates and registers
        func show(_ profile: ProfileViewModel) { joinedLabel.text = profile.joined }   // formatted by the presenter
      }
      """)
}
