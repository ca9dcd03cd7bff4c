/// Groups a show's episodes into seasons.
///
/// One pass buckets the episodes by season; each bucket is then put in airing order. The
/// original app filtered the whole list once per season, which is quadratic for long shows.
public struct SeasonGrouper: Sendable {
  public init() {}

  /// Seasons ascending; inside a season, episodes by air date, then number, then the order
  /// they came in. Episodes without a date go last: they have not been scheduled yet.
  public func group(_ episodes: [Episode]) -> [Season] {
    var buckets: [Int: [(offset: Int, episode: Episode)]] = [:]
    for (offset, episode) in episodes.enumerated() {
      buckets[episode.season, default: []].append((offset, episode))
    }
    return buckets.keys.sorted().map { number in
      let ordered = buckets[number, default: []].sorted(by: Self.airsBefore)
      return Season(number: number, episodes: ordered.map(\.episode))
    }
  }

  private static func airsBefore(
    _ lhs: (offset: Int, episode: Episode), _ rhs: (offset: Int, episode: Episode)
  ) -> Bool {
    let left = lhs.episode
    let right = rhs.episode
    if left.airdate != right.airdate {
      guard let leftDate = left.airdate else { return false }
      guard let rightDate = right.airdate else { return true }
      return leftDate < rightDate
    }
    if left.number != right.number {
      guard let leftNumber = left.number else { return false }
      guard let rightNumber = right.number else { return true }
      return leftNumber < rightNumber
    }
    return lhs.offset < rhs.offset
  }
}
