import Foundation
import TVGuideEntity

/// Follows shows and marks episodes watched in the user's own store, and reads the followed
/// shows' episodes from the data source to say what comes next.
public final class FollowingInteractor: FollowingInteractorInput {
  private let dataSource: any ShowDataSource
  private let follows: any FollowStoring
  private let refresher: (any FollowedShowsRefreshing)?
  private let now: @Sendable () -> Date

  /// Reads shows from `dataSource` and keeps follows and marks in `follows`; `refresher`,
  /// when given, brings the followed shows' saved copies up to date before they are read.
  public init(
    dataSource: any ShowDataSource, follows: any FollowStoring,
    refresher: (any FollowedShowsRefreshing)? = nil, now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.dataSource = dataSource
    self.follows = follows
    self.refresher = refresher
    self.now = now
  }

  /// Each followed show with its next episode and unwatched count, read at once.
  public func followedShows() async throws -> [FollowedShow] {
    let ids = try await follows.followedShowIDs()
    try await refresher?.refresh(ids)
    let held = try await dataSource.showIDsWithEpisodesHeld()
    let finder = NextEpisodeFinder(now: now())
    return try await withThrowingTaskGroup(of: (Int, FollowedShow).self) { group in
      for (index, id) in ids.enumerated() {
        group.addTask {
          (index, try await self.followedShow(id, episodesHeld: held?.contains(id) ?? true, finder))
        }
      }
      var shows = [FollowedShow?](repeating: nil, count: ids.count)
      for try await (index, show) in group { shows[index] = show }
      return shows.compactMap { $0 }
    }
  }

  private func followedShow(_ id: Int, episodesHeld: Bool, _ finder: NextEpisodeFinder) async throws
    -> FollowedShow
  {
    guard episodesHeld else {
      let show = Show(dto: try await dataSource.show(id: id).value)
      return FollowedShow(
        show: show, next: show.status == .ended ? .ended : .noDateYet(nil), unwatchedCount: nil)
    }
    let both = try await dataSource.showWithEpisodes(id: id)
    let show = Show(dto: both.show.value)
    let episodes = both.episodes.value.map(Episode.init(dto:))
    let watched = try await follows.watchedEpisodes(ofShow: id)
    let unwatched = finder.aired(of: show, in: episodes).count { !watched.contains($0) }
    return FollowedShow(show: show, next: finder.next(of: show, in: episodes), unwatchedCount: unwatched)
  }

  /// Whether show `id` is among the followed.
  public func isFollowed(_ id: Int) async throws -> Bool {
    try await follows.followedShowIDs().contains(id)
  }

  /// Checks every id first, so that an unknown one follows none.
  public func follow(_ ids: [Int]) async throws -> [FollowedShowName] {
    let names = try await names(of: ids)
    try await follows.follow(ids)
    return names
  }

  /// Checks every id first, so that an unknown one unfollows none.
  public func unfollow(_ ids: [Int]) async throws -> [FollowedShowName] {
    let names = try await names(of: ids)
    try await follows.unfollow(ids)
    return names
  }

  private func names(of ids: [Int]) async throws -> [FollowedShowName] {
    var names: [FollowedShowName] = []
    for id in ids {
      let show = try await dataSource.show(id: id).value
      names.append(FollowedShowName(id: show.id, name: show.name))
    }
    return names
  }

  /// The episode named must be one of the show's; "up to" takes every numbered episode
  /// before it in viewing order, specials left out.
  public func setWatched(_ watched: Bool, _ selection: EpisodeSelection, ofShow id: Int) async throws
    -> WatchedChange
  {
    let both = try await dataSource.showWithEpisodes(id: id)
    let show = Show(dto: both.show.value)
    let keys = Set(
      both.episodes.value.compactMap { episode in
        episode.number.map { EpisodeKey(season: episode.season, number: $0) }
      })
    guard keys.contains(selection.key) else {
      throw ShowDataError.episodeNotFound(
        showName: show.name, season: selection.key.season, number: selection.key.number)
    }
    let chosen: [EpisodeKey] =
      switch selection {
      case .episode(let key): [key]
      case .upTo(let last): keys.filter { $0 <= last }.sorted()
      }
    if watched {
      try await follows.markWatched(chosen, ofShow: id)
    } else {
      try await follows.markUnwatched(chosen, ofShow: id)
    }
    return WatchedChange(show: show, episodes: chosen, watched: watched)
  }
}
