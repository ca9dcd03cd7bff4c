import Foundation

/// Where the store lives: `--cache-dir`, else `TVGUIDE_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/tvguide`, else `~/.cache/tvguide`.
public struct CacheLocation: Sendable, Equatable {
  /// The store's folder, resolved when the location was made; it may not exist yet.
  public let folder: URL

  /// `explicit` is the command line's `--cache-dir`, which wins over the environment.
  public init(explicit: String?, environment: [String: String]) {
    folder = XDGFolder(override: "TVGUIDE_CACHE_DIR", xdgVariable: "XDG_CACHE_HOME", homeDefault: ".cache")
      .resolve(explicit: explicit, environment: environment)
  }
}
