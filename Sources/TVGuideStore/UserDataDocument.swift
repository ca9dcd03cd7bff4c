import TVGuideEntity

/// The user's follows and watched marks as `tvguide data export` writes them and `tvguide
/// data import` reads them back: a JSON document that names its format and version, so a
/// later tvguide can read an older export and an older one refuses a newer export.
public struct UserDataDocument: Codable, Equatable, Sendable {
  /// The format's name, the same in every export: a file without it is not one.
  public static let formatName = "tvguide-user-data"
  /// The newest version of the format this tvguide reads and writes.
  public static let currentVersion = 1
  /// The numbers a show id may be: TVMaze's ids are whole numbers from 1, well inside 32 bits.
  public static let showIDs = 1...Int(Int32.max)
  /// The numbers a season or an episode number may be.
  public static let episodeNumbers = 0...Int(Int32.max)

  /// Always ``formatName``.
  public var format: String
  /// The version of the format the document was written in.
  public var version: Int
  /// The followed shows' TVMaze ids, in the order they were followed.
  public var following: [Int]
  /// Every watched mark, by show, season and number.
  public var watched: [WatchedEpisode]

  /// A document of the current version.
  public init(following: [Int], watched: [WatchedEpisode]) {
    format = Self.formatName
    version = Self.currentVersion
    self.following = following
    self.watched = watched
  }

  /// Where the document holds a number no show or episode can have (`following[2] is -5, not
  /// a TVMaze show id`), the first such place; `nil` when every number is one.
  public var firstInvalidNumber: String? {
    if let index = following.firstIndex(where: { !Self.showIDs.contains($0) }) {
      return "following[\(index)] is \(following[index]), not a TVMaze show id"
    }
    for (index, mark) in watched.enumerated() {
      if !Self.showIDs.contains(mark.show) {
        return "watched[\(index)].show is \(mark.show), not a TVMaze show id"
      }
      for (name, value) in [("season", mark.season), ("number", mark.number)]
      where !Self.episodeNumbers.contains(value) {
        return "watched[\(index)].\(name) is \(value), not a season or episode number"
      }
    }
    return nil
  }

  /// One watched mark.
  public struct WatchedEpisode: Codable, Hashable, Sendable {
    /// The show's TVMaze id.
    public var show: Int
    /// The season number.
    public var season: Int
    /// The episode's number in its season.
    public var number: Int

    /// Marks episode `number` of season `season` of show `show`.
    public init(show: Int, season: Int, number: Int) {
      self.show = show
      self.season = season
      self.number = number
    }

    /// The episode's key, without its show.
    public var key: EpisodeKey { EpisodeKey(season: season, number: number) }
  }
}
