import TVGuideEntity

/// Which episodes each season holds, counted either straight from a raw TVMaze episode list
/// or from grouped seasons, so a test can prove that decoding and grouping lose nothing.
public struct EpisodeTally: Equatable, Sendable, CustomStringConvertible {
  /// Episode ids, sorted, per season number.
  public var idsPerSeason: [Int: [Int]]
  /// How many episodes of each season have no number (TVMaze's specials).
  public var unnumberedPerSeason: [Int: Int]

  /// Tallies a raw JSON array of episodes, reading only `id`, `season` and `number`.
  public init(raw: JSONValue) {
    idsPerSeason = [:]
    unnumberedPerSeason = [:]
    for episode in raw.array ?? [] {
      let season = episode["season"]?.int ?? -1
      idsPerSeason[season, default: []].append(episode["id"]?.int ?? -1)
      let unnumbered = episode["number"]?.isNull ?? true
      unnumberedPerSeason[season, default: 0] += unnumbered ? 1 : 0
    }
    idsPerSeason = idsPerSeason.mapValues { $0.sorted() }
  }

  /// Tallies grouped seasons the same way.
  public init(seasons: [Season]) {
    idsPerSeason = [:]
    unnumberedPerSeason = [:]
    for season in seasons {
      idsPerSeason[season.number, default: []] += season.episodes.map(\.id)
      unnumberedPerSeason[season.number, default: 0] += season.episodes.count { $0.number == nil }
    }
    idsPerSeason = idsPerSeason.mapValues { $0.sorted() }
  }

  /// Episodes per season, for readable failure messages.
  public var countsPerSeason: [Int: Int] { idsPerSeason.mapValues(\.count) }

  public var description: String {
    idsPerSeason.keys.sorted().map { season in
      "S\(season): \(countsPerSeason[season] ?? 0) (\(unnumberedPerSeason[season] ?? 0) unnumbered)"
    }.joined(separator: ", ")
  }
}
