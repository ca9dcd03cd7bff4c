extension RuleDocumentation {
  static let initDoesWork = RuleDocumentation(
    decides: """
      The initialiser of a module part (a type the project model makes a view controller, \
      view, cell, table helper, presenter, interactor, router, view model or coordinator) is \
      read statement by statement, following calls into the project's own functions (its \
      methods, inherited ones, protocol extensions) a few levels deep. A statement is work \
      when it reaches data (the network, a database, files, a device service, a data service \
      of the project) or starts an SDK; starts a task, a timer or work on a queue; creates a \
      view controller or asks a builder for a module; sets another object's `delegate`, \
      `dataSource`, `output`, `view`, `presenter`, `interactor`, `router` or `coordinator`; \
      navigates; asks an interactor, router, coordinator or data service to act; or hands \
      `self` to another object. A call the review cannot see into counts when its name says \
      it starts work (`loadShows()`, `loader.start()`). Declaring a reactive binding — \
      Combine's `sink` and `assign`, RxSwift's `subscribe`, `bind` and `drive`, \
      ReactiveSwift's `observe` — is not work: it runs nothing, and its closures run when \
      values arrive; subscribing to what an interactor or a service returns is (it starts \
      the request). One finding per statement, on one line.
      """,
    lesson: """
      The stage 3 review: an initialiser only initialises; assigning the delegate belongs in \
      `viewDidLoad`, and from stage 4 on the builder does all the wiring. Work started in \
      `init` runs before the screen is on its way to being shown, and wiring from `init` hands \
      out a `self` that is not finished.
      """,
    notReported: """
      `super.init(…)` and `self.init(…)`; `precondition`, `assert`, `fatalError`, logging; \
      building a local collection; values computed for a stored property (`self.rows = \
      rows.sorted()`, `self.formatter = RatingFormatter()`); closures, which run later; \
      bindings; `DispatchQueue.main.async`, which only defers code to the main thread (what \
      it runs is read where it is written); in a view or cell (which has no `viewDidLoad`), building its subviews, their \
      delegates and `self` handed to them; types that are not module parts (value types, \
      actors, helpers, and `…UseCase`s, which the modules that use them share).
      """,
    wrong: """
      final class ProfileViewController: UIViewController {
        init(interactor: ProfileInteractorInput, service: ProfileService) {
          self.interactor = interactor
          super.init(nibName: nil, bundle: nil)
          interactor.output = self            // wiring belongs to the builder
          service.fetchProfile()              // work belongs to viewDidLoad
        }
      }
      """,
    right: """
      final class ProfileViewController: UIViewController {
        private let disposeBag = DisposeBag()
        init(interactor: ProfileInteractorInput) {
          self.interactor = interactor
          super.init(nibName: nil, bundle: nil)
          loaded.bind(to: interactor.load).disposed(by: disposeBag)   // a binding runs nothing
        }
      }
      """)
}
