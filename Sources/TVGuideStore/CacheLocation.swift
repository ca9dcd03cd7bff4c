import Foundation

/// Where the store lives: `--cache-dir`, else `TVGUIDE_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/tvguide`, else `~/.cache/tvguide`.
public struct CacheLocation: Sendable, Equatable {
  /// The store's folder, resolved when the location was made; it may not exist yet.
  public let folder: URL

  /// `explicit` is the command line's `--cache-dir`, which wins over the environment.
  public init(explicit: String?, environment: [String: String]) {
    folder = Self.resolve(explicit: explicit, environment: environment)
  }

  private static func resolve(explicit: String?, environment: [String: String]) -> URL {
    if let explicit = nonEmpty(explicit) { return URL(fileURLWithPath: explicit) }
    if let override = nonEmpty(environment["TVGUIDE_CACHE_DIR"]) { return URL(fileURLWithPath: override) }
    // The XDG spec says to ignore a relative XDG_CACHE_HOME.
    if let xdg = nonEmpty(environment["XDG_CACHE_HOME"]), xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg).appendingPathComponent("tvguide")
    }
    let home =
      nonEmpty(environment["HOME"]).map(URL.init(fileURLWithPath:))
      ?? FileManager.default.homeDirectoryForCurrentUser
    return home.appendingPathComponent(".cache").appendingPathComponent("tvguide")
  }

  private static func nonEmpty(_ value: String?) -> String? {
    guard let value, !value.isEmpty else { return nil }
    return value
  }
}
