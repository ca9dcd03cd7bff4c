extension RuleDocumentation {
  static let viewDoesWork = RuleDocumentation(
    decides: """
      The rule reads every type the project model places in the view layer: view \
      controllers (a `UIViewController` or any subclass, `…ViewController`), views and cells \
      (`UIView`, `UITableViewCell`…), and table helpers (an `NSObject` adopting \
      `UITableViewDataSource`, a `…DataDisplayManager`). In any of them it reports data \
      access: databases (Core Data's \
      contexts and fetch requests, Realm, the keychain, `UserDefaults`), `FileManager`, device services \
      (`CLLocationManager`, `CMMotionManager`, `AVCaptureSession`…), a type the model calls a \
      data service (by its name, a data-source protocol it adopts, or code that reaches data \
      itself), and a call into a model or helper whose code reaches data (`user.register()` \
      that posts to an API); in view controllers and table helpers also the network itself \
      (`URLSession`, Alamofire, Moya, Firebase). In those and in cells it also reports \
      formatting: `DateFormatter` and any formatter, `Calendar`, `String(format:)`, \
      `.formatted(…)`, `.replacingOccurrences`, `.addingPercentEncoding`, and calls to formatting the type inherits or gets from an \
      extension (`formatDate(_:)` of a protocol extension it adopts or of `extension \
      UIViewController`, `date.toString()` of `extension Date`); a base class of the project \
      that formats is reported where it does. In plain views it reports only display text \
      made of a value (`String(format:)`, `.formatted(…)`); in SwiftUI views (a struct adopting \
      `View`, or with a `body`) also their own formatters, all of one view's formatting one \
      finding, and `@FetchRequest` queries. In every view type it reports assembling another \
      module: a call to a builder, assembly or configurator whose code creates a view \
      controller or wires a module's parts; in view controllers and table helpers also \
      creating one of the project's screens (or one from a storyboard) and showing it in the \
      same function (`present`, `pushViewController`, `show`). A view controller that \
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
      calls through the proper channels (presenter, interactor, router, view model); the \
      network called by a view or a cell itself, which is how they download their pictures \
      (image loaders are no data service either); a model's own formatting (a computed \
      `dayText` of an entity), which is the model's; a table \
      helper's work is display, so a `UITableViewDataSource` helper is not data access; types \
      named in a delegate callback's signature (`urlSession(_ session: URLSession, …)`); a type \
      nested in the view (its own `Constants`), whatever role another type of that name has; a \
      view that has its own module configured (`configurator.configure(self)`); a factory that \
      only makes values (a view-model factory); presenting an alert or one of the platform's \
      screens (a picker, a mail composer), or creating a child screen it embeds without \
      showing it; \
      managers of the screen (`UndoManager`, a keyboard manager); other formatting in plain \
      views, whose drawing (a search bar cleaning what is typed) is their own; a struct or enum of \
      stored values only (the values a presenter hands a view), which runs no code; a \
      protocol that refines a list's data-source protocol (`ListAdapterDataSource`), a \
      display helper whatever its name; formatting and fetching outside the view layer.
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
