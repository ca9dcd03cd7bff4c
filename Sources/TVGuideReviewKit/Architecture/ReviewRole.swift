/// The part a type plays in a layered app, as the review infers it: what a team's own rule
/// asks instead of a type's name (`review.types(withRole: .presenter)`).
///
/// A value rather than a closed enum, so a role the review learns later reads as itself
/// (`ReviewRole(rawValue: "coordinator")`) in rules written before it.
public struct ReviewRole: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The role's name as `tvguide-review --roles` prints it: `view-controller`, `presenter`.
  public var rawValue: String

  /// The role named `rawValue`, as `--roles` prints it.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  init(_ role: Role) {
    rawValue = role.rawValue
  }

  /// The role's name.
  public var description: String { rawValue }

  /// A screen: a `UIViewController` or the like.
  public static let viewController = ReviewRole(.viewController)
  /// A view drawn on a screen, or a protocol a view adopts.
  public static let view = ReviewRole(.view)
  /// A table or collection cell.
  public static let cell = ReviewRole(.cell)
  /// A table's data source or delegate kept apart from its screen.
  public static let displayHelper = ReviewRole(.displayHelper)
  /// Decides what a screen shows and what happens next.
  public static let presenter = ReviewRole(.presenter)
  /// A view model of MVVM, or of a view a presenter fills.
  public static let viewModel = ReviewRole(.viewModel)
  /// Holds a module's use cases and business rules.
  public static let interactor = ReviewRole(.interactor)
  /// Carries out the navigation a presenter decides.
  public static let router = ReviewRole(.router)
  /// Assembles modules: a builder, an assembly, a configurator.
  public static let builder = ReviewRole(.builder)
  /// Drives navigation between modules from above.
  public static let coordinator = ReviewRole(.coordinator)
  /// Reaches data: the network, a database, files, device services.
  public static let dataService = ReviewRole(.dataService)
  /// A model of the domain or of an API's answer.
  public static let entity = ReviewRole(.entity)
  /// Formats dates, numbers and text for display.
  public static let formatter = ReviewRole(.formatter)
  /// The application's entry point and its delegates.
  public static let app = ReviewRole(.app)
  /// Nothing tells.
  public static let unknown = ReviewRole(.unknown)

  /// `a presenter`, `an interactor`: for sentences.
  public var withArticle: String {
    (rawValue.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + rawValue
  }
}
