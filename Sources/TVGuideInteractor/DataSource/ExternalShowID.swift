/// A show's id on another site, as trackers' exports carry it.
public enum ExternalShowID: Hashable, Sendable, CustomStringConvertible {
  /// TheTVDB's series id, e.g. `81189`.
  case theTVDB(Int)
  /// IMDb's title id with its prefix, e.g. `tt0903747`.
  case imdb(String)

  /// `TheTVDB id 81189`, `IMDb id tt0903747`.
  public var description: String {
    switch self {
    case .theTVDB(let id): "TheTVDB id \(id)"
    case .imdb(let id): "IMDb id \(id)"
    }
  }

  /// `thetvdb:81189`, `imdb:tt0903747`: one token, as a journal keeps it.
  public var token: String {
    switch self {
    case .theTVDB(let id): "thetvdb:\(id)"
    case .imdb(let id): "imdb:\(id)"
    }
  }

  /// Reads a ``token``; `nil` for anything else.
  public init?(token: String) {
    let parts = token.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return nil }
    switch parts[0] {
    case "thetvdb":
      guard let id = Int(parts[1]) else { return nil }
      self = .theTVDB(id)
    case "imdb": self = .imdb(parts[1])
    default: return nil
    }
  }
}
