import TVGuideEntity

/// Writes the usual episode code, `S01E01`, or `Special` for an unnumbered episode.
package struct EpisodeCodeFormatter: Sendable {
  package static let special = "Special"

  package init() {}

  package func code(for episode: Episode) -> String {
    guard let number = episode.number, !episode.isSpecial else { return Self.special }
    return code(season: episode.season, number: number)
  }

  /// The code of episode `number` of season `season`, as a viewer names it.
  package func code(season: Int, number: Int) -> String {
    "S\(Self.twoDigits(season))E\(Self.twoDigits(number))"
  }

  private static func twoDigits(_ value: Int) -> String {
    (0..<10).contains(value) ? "0\(value)" : "\(value)"
  }
}
