import TVGuideEntity

/// The episode lists read last, up to a number of episodes in all. Screens open the same
/// show again and again (open, back, open again), and reading its file each time was most of
/// opening it. The bound counts episodes, not lists, so a catalog of very long shows is never
/// held in memory: a list longer than the bound is not kept at all.
struct RecentEpisodeLists {
  static let episodeLimit = 10_000

  /// Most recently used last.
  private var lists: [(showID: Int, episodes: [EpisodeDTO])] = []

  /// The show's list when it is kept; it becomes the most recently used.
  mutating func episodes(ofShow id: Int) -> [EpisodeDTO]? {
    guard let index = lists.firstIndex(where: { $0.showID == id }) else { return nil }
    let list = lists.remove(at: index)
    lists.append(list)
    return list.episodes
  }

  /// Keeps the show's list, dropping the least recently used ones past the bound.
  mutating func keep(_ episodes: [EpisodeDTO], ofShow id: Int) {
    lists.removeAll { $0.showID == id }
    guard episodes.count <= Self.episodeLimit else { return }
    lists.append((id, episodes))
    var total = lists.reduce(0) { $0 + $1.episodes.count }
    while total > Self.episodeLimit {
      total -= lists.removeFirst().episodes.count
    }
  }
}
