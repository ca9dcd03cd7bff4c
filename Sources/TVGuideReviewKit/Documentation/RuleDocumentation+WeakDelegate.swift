extension RuleDocumentation {
  static let weakDelegate = RuleDocumentation(
    decides: """
      A query on the ownership graph, the project's stored references between its types \
      (strong, weak or unowned, single or in collections, with whether the holder created the \
      value). A strong, single stored property of a class is reported when it points back at \
      an owner: a delegate (named `…delegate` or typed `…Delegate`); a reference the two roles \
      say is a back reference — a presenter's or view model's view or view controller, a \
      router's screen or presenter, an interactor's presenter, a view's, cell's or table \
      helper's view controller, anything's coordinator, a coordinator's parent coordinator; or \
      the back edge of a strong cycle the graph sees among the project's classes (the other \
      side created this object or holds it with a `let`, while this side is a `var`); or a \
      presenter's module output (a protocol named `…Output` that only other presenters, \
      routers or coordinators adopt) in a project that holds most of its module outputs weak, \
      two at least. Roles \
      come from the project model, so `SeedListRouterImpl`, a `…Wireframe` or a class \
      adopting `HomeRouterInput` is a router, and `var output: HomeViewOutput!` in an \
      interactor holds a presenter. A property typed by a protocol that nothing binds to \
      classes counts when only classes adopt it in the project (directly or through protocols \
      that inherit it): it holds an object all the same, and the message says to bind the \
      protocol to `AnyObject` before making the property weak.
      """,
    lesson: """
      The screen owns its presenter; the presenter owns its interactor and its router. Every \
      reference in the other direction must be weak, or the module never goes away. The review \
      of stage 4 gave the router a weak, optional view controller, and said the opposite for \
      the router itself: the presenter owns it, so `presenter.router` is strong by design.
      """,
    notReported: """
      properties whose type cannot be an object (a struct, an enum, a protocol that is not \
      class-bound and that a value type or nothing in the project adopts, a closure); collections (observer lists); protocol requirements, locals, \
      computed and static properties; an object the class creates itself (`let helper = \
      Helper()`, or assigned `= Helper(…)` in its own code), which `weak` would free at once; \
      a view's strong reference to its presenter, a presenter's to its router and interactor; \
      a router's `navigationController`, which an app's root router may own.
      """,
    wrong: """
      final class HomeRouterImpl: HomeRouterInput {
        var viewController: UIViewController?   // the screen owns the router through its presenter
      }
      final class HomeCell: UITableViewCell {
        var delegate: HomeCellDelegate?
      }
      """,
    right: """
      final class HomeRouterImpl: HomeRouterInput {
        weak var viewController: UIViewController?
      }
      final class HomeCell: UITableViewCell {
        weak var delegate: HomeCellDelegate?
      }
      """)
}
