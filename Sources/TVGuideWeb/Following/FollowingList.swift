/// Which list of followed shows a following page shows: the same module's two lists.
public enum FollowingList: Hashable, Sendable {
  /// In the order followed (`/following`).
  case following
  /// Soonest first (`/next`).
  case next

  var route: WebRoute {
    switch self {
    case .following: .following
    case .next: .next
    }
  }

  var title: String {
    switch self {
    case .following: "Following"
    case .next: "Next episodes"
    }
  }
}
