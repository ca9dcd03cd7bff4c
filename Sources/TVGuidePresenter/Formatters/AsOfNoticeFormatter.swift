import Foundation
import TVGuideInteractor

/// Says in one line from when a list of what comes next is measured, when that is not simply
/// now: a day asked for, or a day inside a snapshot (the bundled catalog) whose data ended
/// before today, with what to do for today's.
package struct AsOfNoticeFormatter: Sendable {
  private let settings: SettingNames
  private let times: LocalTimeFormatter
  private let dates = CalendarDateFormatter()

  /// Days are told in `timeZone`; `settings` names the flags a hint points to.
  package init(settings: SettingNames, timeZone: TimeZone) {
    self.settings = settings
    times = LocalTimeFormatter(timeZone: timeZone)
  }

  /// The line for `asOf`; `nil` when the list is measured from now on current data.
  package func notice(for asOf: AsOf) -> String? {
    let end = asOf.dataEnd.map { "The bundled catalog's data ends on \(dates.text(for: $0))" }
    let today = settings.liveSource.map { "\($0) for today's" } ?? "TVMaze's live data for today's"
    switch asOf.reason {
    case .asked:
      let day = "As of \(heading(asOf.date))."
      return end.map { "\(day) \($0)." } ?? day
    case .insideData:
      let another = settings.asOf.map { "\($0) DATE for another day" } ?? "another day can be chosen"
      return "\(end ?? "The bundled catalog's data ends before today"): shown as of \(heading(asOf.date)), "
        + "the last day each of your shows had an episode to come (\(another), \(today))."
    case .now:
      guard asOf.isPastData, let end else { return nil }
      return "\(end), before today, with nothing of your shows to come: \(today)."
    }
  }

  private func heading(_ date: Date) -> String {
    times.day(of: date).map(times.dayHeading) ?? "?"
  }
}
