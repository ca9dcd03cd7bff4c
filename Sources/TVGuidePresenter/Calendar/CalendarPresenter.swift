import Foundation
import TVGuideInteractor

/// Runs `tvguide calendar --ics` and hands the view the calendar of the followed shows.
@MainActor
public final class CalendarPresenter {
  /// Held weakly: the view owns this presenter, or outlives it in a one-shot report.
  public weak var view: (any CalendarViewInput)?
  private let interactor: any CalendarInteractorInput
  private let now: @Sendable () -> Date
  private let events = CalendarEventMapper()
  private let writer: ICalendarWriter
  private let errors: ErrorMessageFormatter
  private let problems: FollowedShowProblemsFormatter
  private let asOfNotices: AsOfNoticeFormatter

  /// `now` stamps the events (`DTSTAMP`); `settings` names what a hint points to; words from
  /// data, in the calendar's text and in an error, go through `sanitizer`, the view's rule;
  /// days are told in `timeZone`.
  public init(
    interactor: any CalendarInteractorInput, now: @escaping @Sendable () -> Date = Date.init,
    settings: SettingNames = .plain, sanitizer: any TextSanitizing, timeZone: TimeZone = .current
  ) {
    asOfNotices = AsOfNoticeFormatter(settings: settings, timeZone: timeZone)
    self.interactor = interactor
    self.now = now
    errors = ErrorMessageFormatter(settings: settings, sanitizer: sanitizer)
    problems = FollowedShowProblemsFormatter(errors: errors, sanitizer: sanitizer)
    writer = ICalendarWriter(sanitizer: sanitizer)
  }

  /// Makes the calendar of the next `days` days and displays it.
  public func load(days: Int) async {
    do {
      let coming = try await interactor.comingEpisodes(days: days)
      let calendar = writer.calendar(
        named: "TVGuide: followed shows", events: coming.episodes.map(events.event(for:)), stamp: now())
      var viewModel = CalendarViewModel(
        calendar: calendar, summary: summary(of: coming), eventCount: coming.episodes.count)
      viewModel.warning = problems.warning(for: coming.problems)
      view?.display(viewModel)
    } catch {
      view?.displayError(errors.viewModel(for: error))
    }
  }

  private func summary(of coming: ComingEpisodes) -> String {
    let (count, shows) = (coming.episodes.count, coming.followedShowCount)
    let episodes = count == 1 ? "1 episode" : "\(count) episodes"
    let followed = shows == 1 ? "1 followed show" : "\(shows) followed shows"
    let window = coming.days == 1 ? "day" : "\(coming.days) days"
    let summary = "\(episodes) of \(followed) in the next \(window)."
    return [summary, asOfNotices.notice(for: coming.asOf)].compactMap { $0 }.joined(separator: " ")
  }
}
