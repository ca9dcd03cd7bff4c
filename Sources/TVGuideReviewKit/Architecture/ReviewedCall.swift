/// A call a type's code makes to another of the project's types: `interactor.loadShows()`, or
/// `ShowListPresenter(…)`, which creates one (`member` is `init`).
public struct ReviewedCall: Hashable, Sendable {
  /// The called type's name, as declared.
  public var type: String
  /// The called member's base name; `init` for a creation.
  public var member: String
  /// The called type's role.
  public var role: ReviewRole
  /// The called type's layer, when it has one.
  public var layer: String?
  /// Where the call is written: the caller's file, from the project root, and its line and column.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int

  /// Whether the call creates an object of `type`.
  public var creates: Bool { member == "init" }
}
