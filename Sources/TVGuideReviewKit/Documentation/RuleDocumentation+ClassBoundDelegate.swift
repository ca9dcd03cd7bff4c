extension RuleDocumentation {
  static let classBoundDelegate = RuleDocumentation(
    decides: """
      A protocol is checked when its name makes it a callback (it ends in `Delegate`, \
      `Output`, `ViewInput`, `ViewProtocol`, `ViewInterface` or `View`, but not `ViewOutput`) \
      or when a class or actor of the project keeps a value of it as a back reference, \
      whatever its name: weakly, as a delegate, or where the roles say the reference points \
      back at an owner as `weak-delegate` decides (a presenter's `view`, an interactor's or a \
      router's `presenter`, a view's view controller). It is \
      reported when it is bound to a view-controller class (the project model gives the class \
      that role), or when nothing binds it to classes: no `AnyObject`, `class`, \
      `where Self: AnyObject` or `@objc`, and no parent protocol that is class-bound (a \
      `where Self: Coordinator` requirement makes `Coordinator` a parent, as Swift reads it).
      """,
    lesson: """
      Only a class-bound protocol can be the type of a `weak` property, and the object on the \
      other end of a delegate must be held weakly (see `weak-delegate`). Binding it to \
      `UIViewController` instead makes it class-bound too, but ties the other side to a screen \
      type and to UIKit: the stage 2 review asked for `AnyObject`.
      """,
    notReported: """
      protocols with a parent the review cannot see (UIKit's `UITableViewDelegate` is \
      class-bound); protocols bound through a parent; data sources and interactor inputs that \
      value types adopt; any protocol a struct or an enum adopts, since `AnyObject` would stop \
      that adopter compiling; a view's output (`…ViewOutput`), which is the presenter the view \
      owns and calls forward, unless something holds it weakly.
      """,
    wrong: """
      protocol ShowCellDelegate { func didToggleFavorite() }
      protocol ShowsViewInput: UIViewController { func show(_ rows: [ShowRow]) }
      """,
    right: """
      protocol ShowCellDelegate: AnyObject { func didToggleFavorite() }
      protocol ShowsViewInput: AnyObject { func show(_ rows: [ShowRow]) }
      """)
}
