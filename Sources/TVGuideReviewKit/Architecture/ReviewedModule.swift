/// A screen module: the types named for one feature (`ShowListViewController`,
/// `ShowListPresenter`, `ShowListInteractor`, `ShowListRouter`, `ShowListModuleBuilder`), or
/// those of one module folder when the project's layers are folders.
public struct ReviewedModule: Hashable, Sendable {
  /// The feature's name, `ShowList`, or the module folder.
  public var name: String
  /// Its parts.
  public var types: [ReviewedType]

  /// The roles its parts play.
  public var roles: Set<ReviewRole> { Set(types.map(\.role)) }

  /// Whether one of its parts plays `role`: `module.has(.router)`.
  public func has(_ role: ReviewRole) -> Bool {
    types.contains { $0.role == role }
  }

  /// Its parts playing `role`.
  public func types(withRole role: ReviewRole) -> [ReviewedType] {
    types.filter { $0.role == role }
  }

  /// Whether it is a screen: a part of it is a view controller.
  public var isScreen: Bool { has(.viewController) }

  /// Where the module is first declared, for violations about it: its screen, else its first part.
  public var anchor: ReviewedType? {
    types.first { $0.role == .viewController } ?? types.first
  }
}
