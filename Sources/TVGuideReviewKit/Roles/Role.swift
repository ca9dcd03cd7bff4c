/// The part a type plays in a layered app, which is what the rules ask instead of its name.
package enum Role: String, Sendable, CaseIterable, Codable {
  /// A `UIViewController` or the like: a screen.
  case viewController = "view-controller"
  /// A view drawn on a screen (`UIView`), or a protocol a view adopts (`HomeViewInput`).
  case view
  /// A table or collection cell.
  case cell
  /// A table or collection view's data source or delegate kept apart from its view
  /// controller (`…DataDisplayManager`, an `NSObject` adopting `UITableViewDataSource`): it
  /// shows data, it does not fetch it.
  case displayHelper = "display-helper"
  case presenter
  /// A view model of MVVM, or of a view the presenter fills.
  case viewModel = "view-model"
  case interactor
  case router
  /// Assembles modules: a builder, an assembly, a configurator, a module factory.
  case builder
  /// Drives navigation between modules from above (`…Coordinator`, an RxFlow `Flow`).
  case coordinator
  /// Reaches data: the network, a database, files, device services.
  case dataService = "data-service"
  /// A model of the domain or of an API's answer.
  case entity
  /// Formats dates, numbers and text for display.
  case formatter
  /// The application itself: its entry point and its delegates (`AppDelegate`, a scene
  /// delegate, a SwiftUI `App`), which make the first objects and live as long as the app.
  case app
  /// None of the above can be told.
  case unknown

  /// `a presenter`, `an interactor`: the role after its article, for messages.
  package var withArticle: String {
    (rawValue.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + rawValue
  }

  /// Roles whose code is the view layer: what they show should come ready from a presenter.
  package var isViewLayer: Bool {
    [.viewController, .view, .cell, .displayHelper].contains(self)
  }

  /// Roles that are parts of a screen's module: their initialisers should only initialise.
  package var isModulePart: Bool {
    [
      .viewController, .view, .cell, .presenter, .interactor, .router, .viewModel, .coordinator,
      .displayHelper,
    ]
    .contains(self)
  }
}
