import Foundation
import TVGuideEntity

/// Finds the followed shows' coming episodes: the follows through `FollowStoring`, each show
/// and its episode list through `ShowDataSource`, the air instant from TVMaze's `airstamp`,
/// else from the local date and time in the channel's time zone.
public final class CalendarInteractor: CalendarInteractorInput {
  private let dataSource: any ShowDataSource
  private let follows: any FollowStoring
  private let now: @Sendable () -> Date

  /// Creates the interactor; `now` is the window's start.
  public init(
    dataSource: any ShowDataSource, follows: any FollowStoring,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.dataSource = dataSource
    self.follows = follows
    self.now = now
  }

  /// The episodes that air from now for `days` days, soonest first. An episode known only by
  /// its day counts from the start of that broadcast day in the channel's time zone (UTC
  /// without one), and stays for the whole day.
  public func comingEpisodes(days: Int) async throws -> ComingEpisodes {
    let (start, ids) = (now(), try await follows.followedShowIDs())
    let end = start.addingTimeInterval(Double(days) * 86_400)
    var found: [(sortKey: Date, episode: ComingEpisode)] = []
    for id in ids {
      let fetched = try await dataSource.showWithEpisodes(id: id)
      let show = Show(dto: fetched.show.value)
      let timeZone = show.channel?.country?.timeZone.flatMap(TimeZone.init(identifier:))
      for episode in fetched.episodes.value.map(Episode.init(dto:)) {
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
      from: start, days: days, followedShowCount: ids.count, episodes: sorted.map(\.element.episode))
  }

  /// When the broadcast day `day` starts (``AirInstant/broadcastDayEnd`` of the day before).
  private static func startOfDay(_ day: CalendarDate, in timeZone: TimeZone) -> Date? {
    AirInstant.instant(of: day, at: AirInstant.broadcastDayEnd, in: timeZone)
  }
}
