/// A show followed or unfollowed, by id and name.
public struct FollowedShowName: Sendable, Equatable {
  /// TVMaze's id of the show.
  public var id: Int
  /// The show's name; `nil` for a followed show the source does not know, unfollowed.
  public var name: String?

  /// Names show `id`.
  public init(id: Int, name: String?) {
    self.id = id
    self.name = name
  }
}
