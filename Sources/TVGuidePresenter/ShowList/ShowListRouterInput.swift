/// Navigation the show list presenter decides on and its router carries out.
@MainActor
public protocol ShowListRouterInput: AnyObject {
  /// Opens the detail screen of show `id`.
  func openShow(id: Int)
  /// Opens the followed shows' screen.
  func openFollowing()
}
