import TextUIKit

/// How the show list router gets the following screen without knowing how one is assembled.
/// Declared here, by the router that calls it; the builder target conforms.
@MainActor
public protocol FollowingModuleBuilding {
  /// The following screen, wired and ready to push.
  func makeFollowing() -> TextViewController
}
