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

  var location: CacheLocation {
    CacheLocation(explicit: cacheDir, environment: Environment.current)
  }
}
