import Foundation
import TVGuideEntity

/// Follows shows and marks episodes watched in the user's own store, and reads the followed
/// shows' episodes from the data source to say what comes next.
public final class FollowingInteractor: FollowingInteractorInput {
  private let dataSource: any ShowDataSource
  private let follows: any FollowStoring
  private let refresher: (any FollowedShowsRefreshing)?
  private let now: @Sendable () -> Date
  private let asked: CalendarDate?
  private let timeZone: TimeZone

  /// Reads shows from `dataSource` and keeps follows and marks in `follows`; `refresher`,
  /// when given, brings the followed shows' saved copies up to date before they are read;
  /// `asOf`, when given, is the day what comes next is measured from (its start in
  /// `timeZone`), else now (see ``AsOf``).
  public init(
    dataSource: any ShowDataSource, follows: any FollowStoring,
    refresher: (any FollowedShowsRefreshing)? = nil, now: @escaping @Sendable () -> Date = Date.init,
    asOf: CalendarDate? = nil, timeZone: TimeZone = .current
  ) {
    self.dataSource = dataSource
    self.follows = follows
    self.refresher = refresher
    self.now = now
    self.asked = asOf
    self.timeZone = timeZone
  }

  /// Each followed show with its next episode and unwatched count; a show the source fails
  /// for is given from its saved copy, or left out, and said in the list's problems.
  public func followedShows() async throws -> FollowedShows {
    let ids = try await follows.followedShowIDs()
    let held = try await dataSource.showIDsWithEpisodesHeld()
    let reader = FollowedShowsReader(dataSource: dataSource, refresher: refresher)
    let (read, problems) = try await reader.read(ids) { held?.contains($0) ?? true }
    let asOf = try await measure(read)
    let finder = NextEpisodeFinder(now: asOf.date)
    var shows: [FollowedShow] = []
    shows.reserveCapacity(read.count)
    for item in read {
      let show = Show(dto: item.show)
      guard let dtos = item.episodes else {
        shows.append(
          FollowedShow(
            show: show, next: show.status == .ended ? .ended : .noDateYet(nil), unwatchedCount: nil))
        continue
      }
      let episodes = dtos.map(Episode.init(dto:))
      let watched = try await follows.watchedEpisodes(ofShow: item.id)
      let unwatched = finder.aired(of: show, in: episodes).count { !watched.contains($0) }
      shows.append(
        FollowedShow(show: show, next: finder.next(of: show, in: episodes), unwatchedCount: unwatched))
    }
    return FollowedShows(shows: shows, problems: problems, asOf: asOf)
  }

  /// The moment the shows of `read` are measured from; see ``AsOf``.
  private func measure(_ read: [FollowedShowsReader.Read]) async throws -> AsOf {
    let rule = AsOfRule(asked: asked, now: now(), dataEnd: try await dataSource.dataEnd(), timeZone: timeZone)
    guard rule.needsLastAirs else { return rule.asOf(lastAirs: []) }
    return rule.asOf(lastAirs: read.compactMap(AsOfRule.lastAir(of:)))
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

  /// Checks every id first, so that an unknown one unfollows none; a followed show the
  /// source no longer knows (gone from TVMaze, or an id an import let in) is unfollowed all
  /// the same, without a name.
  public func unfollow(_ ids: [Int]) async throws -> [FollowedShowName] {
    let followed = Set(try await follows.followedShowIDs())
    let names = try await names(of: ids, unknownAllowed: followed)
    try await follows.unfollow(ids)
    return names
  }

  private func names(of ids: [Int], unknownAllowed: Set<Int> = []) async throws -> [FollowedShowName] {
    var names: [FollowedShowName] = []
    for id in ids {
      do {
        let show = try await dataSource.show(id: id).value
        names.append(FollowedShowName(id: show.id, name: show.name))
      } catch ShowDataError.showNotFound(let missing) where unknownAllowed.contains(missing) {
        names.append(FollowedShowName(id: missing, name: nil))
      }
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
