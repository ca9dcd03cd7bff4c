import TVGuideEntity

/// The original app's season grouping, kept here only to measure the app's against: the
/// list of seasons by a map and a reduce, then one filter of the whole list per season.
public enum OriginalSeasonGrouping {
  public static func group(_ episodes: [Episode]) -> [[Episode]] {
    let seasons = episodes.map(\.season).reduce(into: [Int]()) { seasons, season in
      if !seasons.contains(season) { seasons.append(season) }
    }.sorted()
    var grouped: [[Episode]] = []
    for season in seasons {
      var seasonEpisodes: [Episode] = []
      seasonEpisodes.append(contentsOf: episodes.filter { $0.season == season })
      grouped.append(seasonEpisodes)
    }
    return grouped
  }
}
