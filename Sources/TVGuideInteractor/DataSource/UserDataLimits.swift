/// How much of the user's own data tvguide keeps: bounds that keep every command reading it
/// quick (`next` and `calendar` over the most followed shows in well under a second), each
/// refused with one sentence when passed, and nothing of the change made.
public enum UserDataLimits {
  /// The most shows one person follows.
  public static let followedShows = 10_000
}
