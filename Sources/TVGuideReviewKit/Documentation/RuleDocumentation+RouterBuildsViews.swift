extension RuleDocumentation {
  static let routerBuildsViews = RuleDocumentation(
    decides: """
      Inside a type the project model makes a router (named `…Router`, `…RouterImpl` or \
      `…Wireframe`, adopting a router protocol, held as a presenter's `router`, in a `Router` \
      folder) or a coordinator a presenter reports to (the module's router), the rule reports the creation of a view controller \
      (`DetailViewController(…)`, a scene's nested `Detail.ViewController(…)`, `.init(…)`, a \
      static `instantiate…`, `make…`, `create…`, `build…`, `from…`, `load…` or `new…`), of a \
      presenter or interactor, or a storyboard's `instantiateViewController` (or \
      SwiftGen's `StoryboardScene.Main.showsViewController.instantiate()`), and a function that \
      wires a module's parts held in its own constants (`presenter.router = self`, \
      `presenter.interactor = interactor`), taken from locators or factories. \
      A navigation, split or tab controller of the app whose initialiser (the one called) \
      loads its first screen from a storyboard or creates one of the project's screens is \
      counted as that screen. A presenter that creates screens (a view controller, such a \
      container, a storyboard's screen) is reported the same way: it routes, and the screen is \
      a builder's work; the view it drives itself (one that holds the presenter as the object \
      it reports to) is not another module. All the parts one function (or one closure a stored property keeps) \
      creates make one finding: `static func createModule()` that \
      builds a view, a presenter and an interactor is one comment, naming the three.
      """,
    lesson: """
      The stage 4 review: the router only drives navigation; it should not create and return a \
      controller. A builder assembles the next module (view controller, presenter, interactor \
      and router, wired together), and the router asks an injected builder for it.
      """,
    notReported: """
      routers that call a builder; a coordinator that makes screens for view models (MVVM-C), \
      their builder by design; a router that makes itself the output of a module a \
      factory made whole (`module.output = self`); builders, assemblies and configurators themselves; a \
      screen's own static factory that assembles its module (it wires the parts, or a \
      dependency container resolves them, as a SwinjectStoryboard load does), which is that \
      module's builder under another name; static \
      queries (`MFMailComposeViewController.canSendMail()`); UIKit's containers and alerts and \
      the system's ready-made screens (`UINavigationController`, `UIAlertController`, \
      `SFSafariViewController`…), which a router may make to show what a builder built (the app's own subclasses too, \
      given a screen: `init(rootViewController:)`); a bare `UIViewController()`, a placeholder \
      such as the fallback for a screen kept weakly that is gone; and \
      alerts the app makes itself (a `UIAlertController` subclass, a view controller named \
      `…Alert`, `…AlertController` or `…AlertViewController`).
      """,
    wrong: """
      final class HomeRouterImpl: HomeRouterInput {
        weak var viewController: UIViewController?
        func openDetail(id: Int) {
          let detail = DetailViewController()
          detail.presenter = DetailPresenter(id: id)
          viewController?.navigationController?.pushViewController(detail, animated: true)
        }
      }
      """,
    right: """
      final class HomeRouterImpl: HomeRouterInput {
        weak var viewController: UIViewController?
        private let detailBuilder: DetailModuleBuilding
        func openDetail(id: Int) {
          viewController?.navigationController?.pushViewController(detailBuilder.make(id: id), animated: true)
        }
      }
      """)
}
