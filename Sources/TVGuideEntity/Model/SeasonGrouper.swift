/// Groups a show's episodes into seasons.
///
/// One pass counts the seasons, one pass puts each episode into its season, and a season is
/// sorted only when its episodes did not come in airing order: linear in the number of
/// episodes for what TVMaze sends. The original app filtered the whole list once per season,
/// which grows with episodes × seasons.
public struct SeasonGrouper: Sendable {
  public init() {}

  /// Seasons ascending; inside a season, episodes by air date, then number, then the order
  /// they came in. Episodes without a date go last: they have not been scheduled yet.
  public func group(_ episodes: [Episode]) -> [Season] {
    var counts: [Int: Int] = [:]
    for episode in episodes { counts[episode.season, default: 0] += 1 }
    let numbers = counts.keys.sorted()
    let slots = Dictionary(uniqueKeysWithValues: numbers.enumerated().map { ($0.element, $0.offset) })
    var seasons = numbers.map { number in
      var season = Season(number: number, episodes: [])
      season.episodes.reserveCapacity(counts[number, default: 0])
      return season
    }
    // Episodes come season by season, so the last season's slot is nearly always the next's.
    var last = (season: Int.min, slot: 0)
    for episode in episodes {
      if episode.season != last.season { last = (episode.season, slots[episode.season, default: 0]) }
      seasons[last.slot].episodes.append(episode)
    }
    for index in seasons.indices where !Self.isInAiringOrder(seasons[index].episodes) {
      seasons[index].episodes = Self.sortedByAiring(seasons[index].episodes)
    }
    return seasons
  }

  private static func isInAiringOrder(_ episodes: [Episode]) -> Bool {
    zip(episodes, episodes.dropFirst()).allSatisfy { !airsBefore($1, $0) }
  }

  /// Sorted by airing, ties kept in the order they came in.
  private static func sortedByAiring(_ episodes: [Episode]) -> [Episode] {
    episodes.enumerated()
      .sorted {
        airsBefore($0.element, $1.element) || (!airsBefore($1.element, $0.element) && $0.offset < $1.offset)
      }
      .map(\.element)
  }

  private static func airsBefore(_ left: Episode, _ right: Episode) -> Bool {
    if left.airdate != right.airdate {
      guard let leftDate = left.airdate else { return false }
      guard let rightDate = right.airdate else { return true }
      return leftDate < rightDate
    }
    guard left.number != right.number else { return false }
    guard let leftNumber = left.number else { return false }
    guard let rightNumber = right.number else { return true }
    return leftNumber < rightNumber
  }
}
