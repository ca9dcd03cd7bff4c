/// An episode named by its place in a show, season and number, as a viewer says "S02E05".
///
/// Watched marks are kept by this key rather than by TVMaze's episode id because an import
/// from another tracker knows only the season and number.
public struct EpisodeKey: Hashable, Comparable, Sendable, Codable {
  /// The season number.
  public let season: Int
  /// The episode's number within its season.
  public let number: Int

  /// Names episode `number` of season `season`.
  public init(season: Int, number: Int) {
    self.season = season
    self.number = number
  }

  /// Season first, then number: the order a viewer watches in.
  public static func < (lhs: EpisodeKey, rhs: EpisodeKey) -> Bool {
    (lhs.season, lhs.number) < (rhs.season, rhs.number)
  }
}
