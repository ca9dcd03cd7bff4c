import ArgumentParser
import TVGuideInteractor
import TextUIKit

/// Where the commands get the user's follows and watched marks: the one place that opens the
/// user-data store, so `tonight`, `calendar` and `import` reach the same store as `follow`.
enum FollowStoreFactory {
  /// The user-data store beside the cache options' store; `nil` while this build has none.
  ///
  /// The store itself (its tables, which `cache clear` never touches) comes with
  /// `tvguide follow`; this is the line that opens it. Until then `tonight` marks no show,
  /// and `calendar` and `import` say they cannot run.
  static func make(cache: CacheOptions) throws -> (any FollowStoring)? {
    nil
  }

  /// The store, or one sentence on standard error and a failing exit when there is none.
  static func require(cache: CacheOptions, for command: String) throws -> any FollowStoring {
    guard let store = try make(cache: cache) else {
      StandardStream.error.write(
        "tvguide: \(command) needs the followed shows, which this build cannot keep yet.\n")
      throw ExitCode.failure
    }
    return store
  }
}
