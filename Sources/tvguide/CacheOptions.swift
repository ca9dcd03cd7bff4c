import ArgumentParser
import TVGuideStore

/// `--cache-dir`: where the live source keeps what it fetched.
struct CacheOptions: ParsableArguments {
  @Option(
    name: .customLong("cache-dir"),
    help: """
      The folder of the offline store. Default: $TVGUIDE_CACHE_DIR, else \
      $XDG_CACHE_HOME/tvguide, else ~/.cache/tvguide.
      """)
  var cacheDir: String?

  /// An empty `--cache-dir` is a mistake (an unset shell variable, say), not a wish for the
  /// default folder.
  func validate() throws {
    guard cacheDir?.isEmpty != true else {
      throw ValidationError("--cache-dir must be the path of a folder, not \"\".")
    }
  }

  var location: CacheLocation {
    CacheLocation(explicit: cacheDir, environment: Environment.current)
  }
}
