/// Navigation the following presenter decides on and its router carries out.
@MainActor
public protocol FollowingRouterInput: AnyObject {
  /// Opens the detail screen of show `id`.
  func openShow(id: Int)
  /// Closes the following screen, back to the list.
  func closeFollowing()
}
