/// Groups a show's episodes into seasons.
///
/// One pass finds the runs of episodes of one season (TVMaze sends a season's episodes
/// together), each season gets an array of the right size, each run is copied into its
/// season whole, and a season is sorted only when its episodes did not come in airing order:
/// linear in the number of episodes. The original app filtered the whole list once per
/// season, which grows with episodes × seasons.
public struct SeasonGrouper: Sendable {
  /// Creates a grouper; it keeps no state between calls.
  public init() {}

  /// Seasons ascending; inside a season, episodes by air date, then number, then the order
  /// they came in. Episodes without a date go last: they have not been scheduled yet.
  public func group(_ episodes: [Episode]) -> [Season] {
    let runs = Self.seasonRuns(of: episodes)
    var counts: [Int: Int] = [:]
    for run in runs { counts[run.season, default: 0] += run.episodes.count }
    let numbers = counts.keys.sorted()
    let slots = Dictionary(uniqueKeysWithValues: numbers.enumerated().map { ($0.element, $0.offset) })
    var seasons = numbers.map { number in
      var season = Season(number: number, episodes: [])
      season.episodes.reserveCapacity(counts[number, default: 0])
      return season
    }
    for run in runs {
      seasons[slots[run.season, default: 0]].episodes.append(contentsOf: episodes[run.episodes])
    }
    for index in seasons.indices where !Self.isInAiringOrder(seasons[index].episodes) {
      seasons[index].episodes = Self.sortedByAiring(seasons[index].episodes)
    }
    return seasons
  }

  /// The stretches of consecutive episodes of one season, in order.
  private static func seasonRuns(of episodes: [Episode]) -> [(season: Int, episodes: Range<Int>)] {
    var runs: [(season: Int, episodes: Range<Int>)] = []
    var start = 0
    for index in episodes.indices.dropFirst() where episodes[index].season != episodes[start].season {
      runs.append((episodes[start].season, start..<index))
      start = index
    }
    if !episodes.isEmpty { runs.append((episodes[start].season, start..<episodes.count)) }
    return runs
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
