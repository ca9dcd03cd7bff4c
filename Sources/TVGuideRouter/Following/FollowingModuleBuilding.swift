import TextUIKit

/// How a router (the show list's) gets the following screen without knowing how one is
/// assembled. Declared by the router layer that calls it, in the folder of the module it
/// builds, so every router that opens the module uses the one protocol; the builder conforms.
@MainActor
public protocol FollowingModuleBuilding {
  /// The following screen, wired and ready to push.
  func makeFollowing() -> TextViewController
}
