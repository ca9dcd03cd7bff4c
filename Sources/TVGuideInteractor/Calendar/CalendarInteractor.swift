import Foundation
import TVGuideEntity

/// Finds the followed shows' coming episodes: the follows through `FollowStoring`, each show
/// and its episode list through `ShowDataSource` (a show the source fails for from its saved
/// copy, or left out and said), the air instant from TVMaze's `airstamp`, else from the local
/// date and time in the channel's time zone.
public final class CalendarInteractor: CalendarInteractorInput {
  private let dataSource: any ShowDataSource
  private let follows: any FollowStoring
  private let refresher: (any FollowedShowsRefreshing)?
  private let now: @Sendable () -> Date
  private let asked: CalendarDate?
  private let timeZone: TimeZone

  /// Creates the interactor; `now` is the window's start, unless `asOf` names a day (its
  /// start in `timeZone`) or the source is a snapshot that ended before now (see ``AsOf``);
  /// `refresher`, when given, brings the followed shows' saved copies up to date before they
  /// are read.
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

  /// The episodes that air from now for `days` days, soonest first. An episode known only by
  /// its day counts from the start of that broadcast day in the channel's time zone (UTC
  /// without one), and stays for the whole day.
  public func comingEpisodes(days: Int) async throws -> ComingEpisodes {
    let ids = try await follows.followedShowIDs()
    let held = try await dataSource.showIDsWithEpisodesHeld()
    let reader = FollowedShowsReader(dataSource: dataSource, refresher: refresher)
    let (read, problems) = try await reader.read(ids) { held?.contains($0) ?? true }
    let asOf = try await measure(read)
    let start = asOf.date
    let end = start.addingTimeInterval(Double(days) * 86_400)
    var found: [(sortKey: Date, episode: ComingEpisode)] = []
    for item in read {
      guard let dtos = item.episodes else { continue }
      let show = Show(dto: item.show)
      let timeZone = show.channel?.country?.timeZone.flatMap(TimeZone.init(identifier:))
      for episode in dtos.map(Episode.init(dto:)) {
        let airs = episode.airs(inChannelTimeZone: timeZone)
        let dayStart = episode.airdate.flatMap { Self.startOfDay($0, in: timeZone ?? .gmt) }
        guard let sortKey = airs ?? dayStart else { continue }
        // A day-only episode is kept while its day lasts, so today's stays on today's calendar.
        let isComing = airs == nil ? sortKey.addingTimeInterval(86_400) > start : sortKey >= start
        if isComing, sortKey < end {
          found.append((sortKey, ComingEpisode(show: show, episode: episode, airs: airs)))
        }
      }
    }
    let sorted = found.enumerated().sorted {
      ($0.element.sortKey, $0.offset) < ($1.element.sortKey, $1.offset)
    }
    return ComingEpisodes(
      from: start, days: days, followedShowCount: ids.count, episodes: sorted.map(\.element.episode),
      problems: problems, asOf: asOf)
  }

  /// The window's start for the shows of `read`; see ``AsOf``.
  private func measure(_ read: [FollowedShowsReader.Read]) async throws -> AsOf {
    let rule = AsOfRule(asked: asked, now: now(), dataEnd: try await dataSource.dataEnd(), timeZone: timeZone)
    guard rule.needsLastAirs else { return rule.asOf(lastAirs: []) }
    return rule.asOf(lastAirs: read.compactMap(AsOfRule.lastAir(of:)))
  }

  /// When the broadcast day `day` starts (``AirInstant/broadcastDayEnd`` of the day before).
  private static func startOfDay(_ day: CalendarDate, in timeZone: TimeZone) -> Date? {
    AirInstant.instant(of: day, at: AirInstant.broadcastDayEnd, in: timeZone)
  }
}
