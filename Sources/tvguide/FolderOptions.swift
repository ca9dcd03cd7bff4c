import ArgumentParser
import TVGuideStore
import TextUIKit

/// `--cache-dir` and `--data-dir`: where the live source keeps what it fetched, which may be
/// deleted at any time, and where the user's own data lives, which must not be.
struct FolderOptions: ParsableArguments {
  @Option(
    name: .customLong("cache-dir"),
    help: """
      The folder of the offline store. Default: $TVGUIDE_CACHE_DIR, else \
      $XDG_CACHE_HOME/tvguide, else ~/.cache/tvguide.
      """)
  var cacheDir: String?

  @Option(
    name: .customLong("data-dir"),
    help: """
      The folder of your followed shows, watched marks and import journals. Default: \
      $TVGUIDE_DATA_DIR, else $XDG_DATA_HOME/tvguide, else ~/.local/share/tvguide.
      """)
  var dataDir: String?

  /// An empty folder is a mistake (an unset shell variable, say), not a wish for the default.
  func validate() throws {
    for (flag, path) in [("--cache-dir", cacheDir), ("--data-dir", dataDir)] where path?.isEmpty == true {
      throw ValidationError("\(flag) must be the path of a folder, not \"\".")
    }
  }

  var location: CacheLocation {
    CacheLocation(explicit: cacheDir, environment: Environment.current)
  }

  var dataLocation: DataLocation {
    DataLocation(explicit: dataDir, environment: Environment.current)
  }

  /// The user's follows and watched marks in the data folder. A store an older tvguide kept in
  /// the cache folder is moved in first, with one line on standard error saying so; a move
  /// that fails is said when the store is used, by the command that needs it.
  func userDataStore() -> UserDataStore {
    let store = UserDataStore(folder: dataLocation.folder, formerFolder: location.folder)
    if let move = try? store.moveFormerData(), let line = UserDataMoveNotice.line(for: move) {
      StandardStream.error.write("tvguide: \(line)\n")
    }
    return store
  }
}
