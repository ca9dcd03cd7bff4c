/// The feature a module part is named for, `<Feature><Role>`: `ShowList` for
/// `ShowListPresenter`, `ShowListViewInput` or `ShowListModuleBuilder`.
enum FeatureName {
  /// Longest first, so `ShowListViewController` loses `ViewController`, not `Controller`.
  private static let suffixes: [ReviewRole: [String]] = [
    .viewController: ["ViewController", "Controller", "Screen"],
    .view: ["ViewInput", "ViewOutput", "ViewProtocol", "View"],
    .presenter: ["PresenterInput", "PresenterOutput", "PresenterProtocol", "Presenter"],
    .interactor: ["InteractorInput", "InteractorOutput", "InteractorProtocol", "Interactor"],
    .router: ["RouterInput", "RouterProtocol", "Router", "Wireframe"],
    .builder: ["ModuleBuilder", "Builder", "Assembly", "Configurator", "Module"],
    .coordinator: ["Coordinator"],
    .viewModel: ["ViewModel"],
  ]

  /// The feature `name` is a part of, when its role is a module part's and its name ends with
  /// the role's word; `nil` otherwise.
  static func of(_ name: String, role: ReviewRole) -> String? {
    for suffix in suffixes[role] ?? [] where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return nil
  }
}
