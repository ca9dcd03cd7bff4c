import ArgumentParser
import Foundation
import TVGuideBundledCatalog
import TVGuideInteractor
import TVGuidePresenter
import TVGuideStore
import TVGuideTVMaze
import TextUIKit

/// `--source` and the options of the live source: where the shows come from.
///
/// Each option falls back on an environment variable (`TVGUIDE_SOURCE`, `TVGUIDE_API_URL`,
/// `TVGUIDE_CACHE_DIR`, `TVGUIDE_DATA_DIR`); the option wins when both are given.
struct SourceOptions: ParsableArguments {
  /// The data sources the command line can choose from.
  enum Source: String, ExpressibleByArgument, CaseIterable {
    case bundled
    case tvmaze
  }

  @Option(
    name: .long,
    help: """
      Where data comes from: bundled (the catalog shipped with the app) or tvmaze (live, \
      saved for offline use). Default: $TVGUIDE_SOURCE, else bundled.
      """)
  var source: Source?

  @Option(
    name: .customLong("api-url"),
    help: "The TVMaze API for --source tvmaze. Default: $TVGUIDE_API_URL, else https://api.tvmaze.com.")
  var apiURL: String?

  @OptionGroup var folders: FolderOptions

  @Option(name: .long, help: "Seconds one request to TVMaze may take (default 10).")
  var timeout: Double?

  @Option(
    name: .customLong("connect-timeout"),
    help: "Seconds to wait for TVMaze to accept a connection (default 10).")
  var connectTimeout: Double?

  func validate() throws {
    try validateAPIURL(for: try resolvedSource())
    for (name, seconds) in [("--timeout", timeout), ("--connect-timeout", connectTimeout)] {
      guard let seconds, !(seconds > 0 && seconds <= 3600) else { continue }
      throw ValidationError("\(name) must be a number of seconds between 0 and 3600.")
    }
  }

  /// `--api-url` must not be given for nothing; `TVGUIDE_API_URL` may, since it is often set
  /// for every command of a session, so it is read only when the live source is chosen.
  private func validateAPIURL(for source: Source) throws {
    guard source == .tvmaze else {
      guard apiURL == nil else {
        throw ValidationError("--api-url is used only with --source tvmaze (or TVGUIDE_SOURCE=tvmaze).")
      }
      return
    }
    _ = try resolvedAPIURL()
  }

  /// Whether the shows come from TVMaze (else from the bundled catalog).
  var isLive: Bool {
    (try? resolvedSource()) == .tvmaze
  }

  /// The CLI's names for its settings, and for the live source the host it reads from, which
  /// the sentence of a failure to reach it names: the error itself says only how it failed.
  var settingNames: SettingNames {
    var names = SettingNames.commandLine
    if isLive, let address = try? resolvedAPIURL() {
      names.liveHost = TVMazeConfiguration.hostDescription(of: address)
    }
    return names
  }

  /// The bundled catalog, or TVMaze with the local store behind it. The store is opened only
  /// for TVMaze, and a store that cannot be opened leaves TVMaze alone.
  func makeDataSource() throws -> any ShowDataSource {
    switch try resolvedSource() {
    case .bundled:
      return BundledCatalog()
    case .tvmaze:
      let client = TVMazeClient(configuration: try liveConfiguration())
      let folder = folders.location.folder
      let store = Result { () throws(StoreError) in try ShowStore(folder: folder) }
      return CachingShowDataSource(remote: client, store: store)
    }
  }

  /// Where `tonight` reads a day's schedule: the bundled catalog's few days, or TVMaze's any
  /// day (not saved in the store: a day's schedule changes until the day is over).
  func makeScheduleSource() throws -> any ScheduleSource {
    switch try resolvedSource() {
    case .bundled: BundledCatalog()
    case .tvmaze: TVMazeClient(configuration: try liveConfiguration())
    }
  }

  /// Where `serve` gets posters: kept in the cache folder beside the offline store, and for the
  /// live source fetched from TVMaze's image server when not kept. The bundled catalog fetches
  /// none (it is the source that works offline and never reaches the network): it shows the
  /// posters kept by an earlier live run, and a card with the show's initials for the others.
  func makePosterSource() throws -> any PosterSource {
    let remote: (any PosterSource)? =
      try resolvedSource() == .tvmaze ? TVMazePosters(configuration: try liveConfiguration()) : nil
    return PosterCache(cacheFolder: folders.location.folder, remote: remote)
  }

  /// Where `import` looks shows up by other sites' ids: the bundled catalog's own shows, or
  /// TVMaze's `/lookup/shows`, within the process's one rate limit.
  func makeShowLookup() throws -> any ShowLookingUp {
    switch try resolvedSource() {
    case .bundled: BundledCatalog()
    case .tvmaze: TVMazeClient(configuration: try liveConfiguration())
    }
  }

  /// The user's follows and watched marks, in the data folder whatever the source.
  func makeFollowStore() -> UserDataStore {
    folders.userDataStore()
  }

  /// For the live source, what brings the followed shows' saved copies up to date with one
  /// request to `/updates/shows` before they are read; `nil` for the bundled catalog.
  func makeRefresher() throws -> (any FollowedShowsRefreshing)? {
    guard try resolvedSource() == .tvmaze, let store = try? ShowStore(folder: folders.location.folder) else {
      return nil
    }
    return FollowedShowsRefresh(source: TVMazeClient(configuration: try liveConfiguration()), store: store)
  }

  private func liveConfiguration() throws -> TVMazeConfiguration {
    var configuration = TVMazeConfiguration(
      baseURL: try resolvedAPIURL(), userAgent: "tvguide/\(TVGuideVersion.current)")
    if let timeout { configuration.requestTimeout = .milliseconds(Int64(timeout * 1000)) }
    if let connectTimeout { configuration.connectTimeout = .milliseconds(Int64(connectTimeout * 1000)) }
    return configuration
  }

  private func resolvedSource() throws -> Source {
    if let source { return source }
    guard let value = Environment.value("TVGUIDE_SOURCE") else { return .bundled }
    guard let source = Source(rawValue: value.lowercased()) else {
      throw ValidationError("TVGUIDE_SOURCE must be bundled or tvmaze, not \"\(Self.printable(value))\".")
    }
    return source
  }

  private func resolvedAPIURL() throws -> URL {
    if let apiURL { return try Self.apiURL(apiURL, from: "--api-url") }
    if let variable = Environment.value("TVGUIDE_API_URL") {
      return try Self.apiURL(variable, from: "TVGUIDE_API_URL")
    }
    return TVMazeConfiguration.defaultBaseURL
  }

  /// `text` as an http(s) address with a host and a usable port; `origin` names where it
  /// came from.
  private static func apiURL(_ text: String, from origin: String) throws -> URL {
    guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil
    else {
      throw ValidationError(
        "\(origin) must be an http or https address such as https://api.tvmaze.com, not \"\(printable(text))\"."
      )
    }
    if let port = portText(of: text), !(1...65535).contains(Int(port) ?? 0) {
      throw ValidationError("\(origin) must name a port between 1 and 65535, not \(printable(port)).")
    }
    return url
  }

  /// An argument as an error may echo it: without the controls and invisible characters
  /// that text from data loses too, so an error never writes an escape to the terminal.
  static func printable(_ argument: String) -> String {
    TerminalTextSanitizer(mode: .singleLine).sanitize(argument)
  }

  /// The port as written: `URL.port` is `nil` for one too large for an `Int`, which would
  /// otherwise pass for no port at all.
  private static func portText(of text: String) -> String? {
    guard let components = URLComponents(string: text), let range = components.rangeOfPort,
      let string = components.string
    else { return nil }
    return String(string[range])
  }
}
