import Foundation

/// Where the user's own data lives (follows, watched marks, import journals): `--data-dir`,
/// else `TVGUIDE_DATA_DIR`, else `$XDG_DATA_HOME/tvguide`, else `~/.local/share/tvguide`.
///
/// Not the cache's folder: whatever cleans caches (a disk cleaner, `rm -rf ~/.cache`, a
/// container's cache volume) must not take a person's follows with it.
public struct DataLocation: Sendable, Equatable {
  /// The folder, resolved when the location was made; it may not exist yet.
  public let folder: URL

  /// `explicit` is the command line's `--data-dir`, which wins over the environment.
  public init(explicit: String?, environment: [String: String]) {
    folder = XDGFolder(
      override: "TVGUIDE_DATA_DIR", xdgVariable: "XDG_DATA_HOME", homeDefault: ".local/share"
    )
    .resolve(explicit: explicit, environment: environment)
  }
}
