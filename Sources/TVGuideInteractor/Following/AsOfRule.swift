import Foundation
import TVGuideEntity

/// Chooses the moment ``AsOf`` a list of what comes next is measured from: the day asked for;
/// else now, unless the source is a snapshot whose data ended before now, where "next" would
/// be empty for every show: then the day before the earliest of the followed shows' last
/// episodes, the last day on which each still had one to come.
struct AsOfRule: Sendable {
  /// The day the user asked for, if any.
  let asked: CalendarDate?
  /// The real now.
  let now: Date
  /// The source's last day, when it is a snapshot.
  let dataEnd: CalendarDate?
  /// The zone days start in: the viewer's.
  let timeZone: TimeZone

  /// Whether ``asOf(lastAirs:)`` needs the shows' last episodes: only to choose a day inside
  /// a snapshot, so a current source never pays for the pass.
  var needsLastAirs: Bool {
    asked == nil && isPastData
  }

  /// The moment; `lastAirs` holds the instant of each followed show's last dated episode.
  func asOf(lastAirs: [Date]) -> AsOf {
    if let asked, let start = start(of: asked) {
      return AsOf(date: start, reason: .asked, dataEnd: dataEnd, isPastData: isPastData)
    }
    guard isPastData, let earliest = lastAirs.min(),
      let dayBefore = calendar.date(byAdding: .day, value: -1, to: calendar.startOfDay(for: earliest))
    else { return AsOf(date: now, reason: .now, dataEnd: dataEnd, isPastData: isPastData) }
    return AsOf(date: dayBefore, reason: .insideData, dataEnd: dataEnd, isPastData: true)
  }

  /// The instant of the last dated episode of a show as read, in its channel's zone; `nil`
  /// when its episodes were not read or none has an instant.
  static func lastAir(of read: FollowedShowsReader.Read) -> Date? {
    guard let episodes = read.episodes else { return nil }
    let show = Show(dto: read.show)
    let zone = show.channel?.country?.timeZone.flatMap(TimeZone.init(identifier:))
    return episodes.lazy.compactMap { Episode(dto: $0).airs(inChannelTimeZone: zone) }.max()
  }

  /// Whether the snapshot's last day is over.
  private var isPastData: Bool {
    guard let dataEnd, let start = start(of: dataEnd) else { return false }
    return now >= start.addingTimeInterval(86_400)
  }

  private var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }

  private func start(of day: CalendarDate) -> Date? {
    calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))
  }
}
