import Foundation

/// The XDG Base Directory rule both of tvguide's folders follow: a command-line path, else
/// tvguide's own variable, else the XDG variable's folder (only when it is absolute, as the
/// spec says) with `tvguide` inside, else the spec's default under the home folder.
struct XDGFolder {
  /// tvguide's own variable, such as `TVGUIDE_CACHE_DIR`.
  let override: String
  /// The XDG variable, such as `XDG_CACHE_HOME`.
  let xdgVariable: String
  /// The spec's default inside the home folder, such as `.cache`.
  let homeDefault: String

  /// The folder for `explicit` (the command line's path, which wins) and `environment`.
  func resolve(explicit: String?, environment: [String: String]) -> URL {
    if let explicit = Self.nonEmpty(explicit) { return URL(fileURLWithPath: explicit) }
    if let path = Self.nonEmpty(environment[override]) { return URL(fileURLWithPath: path) }
    if let xdg = Self.nonEmpty(environment[xdgVariable]), xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg).appendingPathComponent("tvguide")
    }
    let home =
      Self.nonEmpty(environment["HOME"]).map(URL.init(fileURLWithPath:))
      ?? FileManager.default.homeDirectoryForCurrentUser
    return home.appendingPathComponent(homeDefault).appendingPathComponent("tvguide")
  }

  private static func nonEmpty(_ value: String?) -> String? {
    guard let value, !value.isEmpty else { return nil }
    return value
  }
}
