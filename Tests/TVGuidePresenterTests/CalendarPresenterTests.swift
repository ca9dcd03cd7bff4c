import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

/// The calendar presenter on its own: the window it asks for, the calendar and the line saying
/// what it holds, the warning for shows that could not be read, a failure, and no view kept.
@MainActor
@Suite struct CalendarPresenterTests {
  nonisolated private static let now = Date(timeIntervalSince1970: 1_750_000_000)
  nonisolated private static let airs = Date(timeIntervalSince1970: 1_750_100_000)

  nonisolated private static func coming(
    episodes: Int, shows: Int, days: Int, problems: FollowedShowProblems = .init()
  ) -> ComingEpisodes {
    ComingEpisodes(
      from: now, days: days, followedShowCount: shows,
      episodes: Array(repeating: ComingEpisode(show: .mock, episode: .mock, airs: airs), count: episodes),
      problems: problems)
  }

  private func makePresenter(
    _ interactor: any CalendarInteractorInput, view: OneShotViewSpy<CalendarViewModel>
  ) -> CalendarPresenter {
    let presenter = CalendarPresenter(
      interactor: interactor, now: { Self.now }, settings: .flags, sanitizer: TerminalText(),
      timeZone: TimeZone(identifier: "UTC")!)
    presenter.view = view
    return presenter
  }

  @Test func asksForTheWindowAndDisplaysACalendarOfItsEpisodes() async {
    let interactor = UseCaseStub<Int, ComingEpisodes> { Self.coming(episodes: 1, shows: 2, days: $0) }
    let view = OneShotViewSpy<CalendarViewModel>()
    await makePresenter(interactor, view: view).load(days: 7)
    #expect(await interactor.requests == [7])
    #expect(view.errors.isEmpty)
    let shown = view.displayed.first
    #expect(shown?.summary == "1 episode of 2 followed shows in the next 7 days.")
    #expect(shown?.eventCount == 1)
    #expect(shown?.warning == nil)
    let calendar = shown?.calendar ?? ""
    #expect(calendar.hasPrefix("BEGIN:VCALENDAR\r\n"))
    #expect(calendar.components(separatedBy: "BEGIN:VEVENT").count == 2)
    #expect(calendar.contains("DTSTAMP:20250615T150640Z"), "stamped with the presenter's clock")
  }

  @Test func countsInTheSingularAndNamesADayWindow() async {
    let view = OneShotViewSpy<CalendarViewModel>()
    await makePresenter(UseCaseStub { _ in Self.coming(episodes: 0, shows: 1, days: 1) }, view: view).load(
      days: 1)
    #expect(view.displayed.first?.summary == "0 episodes of 1 followed show in the next day.")
    #expect(view.displayed.first?.eventCount == 0)
  }

  /// A followed show that could not be read is said beside the calendar, which still comes.
  @Test func aShowLeftOutIsAWarningBesideTheCalendar() async {
    let problems = FollowedShowProblems(leftOut: [FollowedShowProblem(id: 7, error: .showNotFound(id: 7))])
    let view = OneShotViewSpy<CalendarViewModel>()
    await makePresenter(
      UseCaseStub { _ in Self.coming(episodes: 1, shows: 2, days: 7, problems: problems) }, view: view
    )
    .load(days: 7)
    #expect(view.displayed.first?.eventCount == 1)
    #expect(view.displayed.first?.warning?.contains("7") == true)
  }

  @Test func aFailureIsTheSentenceItMeans() async {
    let view = OneShotViewSpy<CalendarViewModel>()
    await makePresenter(
      UseCaseStub<Int, ComingEpisodes> { _ in throw ShowDataError.localDataBusy(seconds: 3) }, view: view
    ).load(days: 7)
    #expect(view.displayed.isEmpty)
    #expect(
      view.errors.map(\.message) == [
        "The local store is locked: another program has held its write lock for more than 3 seconds."
      ])
  }

  /// The view owns the presenter, so the presenter must not keep the view alive.
  @Test func holdsItsViewWeakly() {
    var view: OneShotViewSpy<CalendarViewModel>? = OneShotViewSpy()
    let presenter = makePresenter(
      UseCaseStub { _ in Self.coming(episodes: 0, shows: 0, days: 1) }, view: view!)
    weak let gone = view
    view = nil
    #expect(gone == nil)
    #expect(presenter.view == nil)
  }
}
