import TextUIKit

/// How a router (the show list's, the following screen's) gets a detail screen without knowing how
/// one is assembled. Declared by the router layer that calls it, in the folder of the module it
/// builds, so every router that opens the module uses the one protocol; the builder conforms.
@MainActor
public protocol ShowDetailModuleBuilding {
  /// The detail screen of show `showID`, wired and ready to push.
  func makeShowDetail(showID: Int) -> TextViewController
}
