import TextUIKit

/// How the show list router gets a detail screen without knowing how one is assembled.
/// Declared here, by the router that calls it; the builder target conforms.
@MainActor
public protocol ShowDetailModuleBuilding {
  /// The detail screen of show `showID`, wired and ready to push.
  func makeShowDetail(showID: Int) -> TextViewController
}
