/// A followed show the source could not give, and why.
public struct FollowedShowProblem: Sendable, Hashable {
  /// The show's TVMaze id.
  public var id: Int
  /// Its name, when a saved copy gave it.
  public var name: String?
  /// What the source answered.
  public var error: ShowDataError

  /// Names the problem with show `id`.
  public init(id: Int, name: String? = nil, error: ShowDataError) {
    self.id = id
    self.name = name
    self.error = error
  }
}
