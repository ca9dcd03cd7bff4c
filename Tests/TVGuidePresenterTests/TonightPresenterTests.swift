import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

/// The tonight presenter on its own: what it asks the interactor, what it hands its view for a
/// schedule, for a day the catalog does not hold and for a failure, and that it keeps no view.
@MainActor
@Suite struct TonightPresenterTests {
  nonisolated private static let day = CalendarDate(iso: "2019-01-19")!
  private static let query = TonightQuery(kind: .tv, date: day, country: "us")

  nonisolated private static func schedule(followed: Bool) -> TonightSchedule {
    TonightSchedule(
      request: ScheduleRequest(kind: .tv, day: ScheduleDay(date: day, country: "US")), isNewestHeldDay: false,
      entries: [
        TonightEntry(
          episode: .mock, show: .mock, airs: Date(timeIntervalSince1970: 1_547_859_600), isFollowed: followed)
      ],
      origin: .bundled)
  }

  private func makePresenter(
    _ interactor: any TonightInteractorInput, view: OneShotViewSpy<TonightViewModel>
  ) -> TonightPresenter {
    let presenter = TonightPresenter(
      interactor: interactor, timeZone: TimeZone(identifier: "UTC")!, settings: .flags,
      sanitizer: TerminalText())
    presenter.view = view
    return presenter
  }

  @Test func asksForTheQueryAndDisplaysTheDaysSlots() async {
    let interactor = UseCaseStub<TonightQuery, TonightSchedule> { _ in Self.schedule(followed: true) }
    let view = OneShotViewSpy<TonightViewModel>()
    await makePresenter(interactor, view: view).load(Self.query)
    #expect(await interactor.requests == [TonightQuery(kind: .tv, date: Self.day, country: "US")])
    #expect(view.errors.isEmpty)
    #expect(view.displayed.count == 1)
    let shown = view.displayed.first
    #expect(shown?.title == "US TV schedule, 19 Jan 2019 (times in GMT)")
    #expect(shown?.slots.map(\.time) == ["01:00"])
    #expect(shown?.slots.flatMap(\.rows).map(\.show) == ["Game of Thrones"])
    #expect(shown?.slots.flatMap(\.rows).map(\.isFollowed) == [true])
    #expect(shown?.day == "2019-01-19")
    #expect(shown?.document == nil, "the document is built for --json only")
  }

  @Test func buildsTheDocumentOnlyWhenAskedTo() async {
    let view = OneShotViewSpy<TonightViewModel>()
    let presenter = makePresenter(UseCaseStub { _ in Self.schedule(followed: false) }, view: view)
    presenter.buildsDocument = true
    await presenter.load(Self.query)
    let document = view.displayed.first?.document
    #expect(document?.date == "2019-01-19")
    #expect(document?.entries.map(\.showID) == [82])
    #expect(document?.entries.map(\.followed) == [false])
  }

  /// The bundled catalog holds a few days: the sentence names the ones it holds and the CLI's
  /// live source, and is not worth retrying.
  @Test func aDayNotHeldNamesTheHeldDaysAndTheLiveSource() async {
    let held = ScheduleDay(date: CalendarDate(iso: "2019-01-18")!, country: "US")
    let request = ScheduleRequest(kind: .tv, day: ScheduleDay(date: Self.day, country: "US"))
    let view = OneShotViewSpy<TonightViewModel>()
    await makePresenter(
      UseCaseStub<TonightQuery, TonightSchedule> { _ in throw ScheduleNotHeld(request: request, held: [held])
      },
      view: view
    ).load(Self.query)
    #expect(view.displayed.isEmpty)
    #expect(
      view.errors.map(\.message) == [
        "The bundled catalog has no US TV schedule of 2019-01-19: it holds only the US TV schedule of 2019-01-18; "
          + "--source tvmaze fetches any day."
      ])
    #expect(view.errors.first?.isRetryable == false)
  }

  @Test func aFailureIsTheSentenceItMeans() async {
    let view = OneShotViewSpy<TonightViewModel>()
    await makePresenter(
      UseCaseStub<TonightQuery, TonightSchedule> { _ in throw ShowDataError.outOfReach(how: .noAnswerInTime)
      },
      view: view
    ).load(Self.query)
    #expect(view.displayed.isEmpty)
    #expect(view.errors.map(\.message) == ["api.tvmaze.com did not answer in time."])
    #expect(view.errors.first?.isRetryable == true)
  }

  /// The view owns the presenter, so the presenter must not keep the view alive.
  @Test func holdsItsViewWeakly() {
    var view: OneShotViewSpy<TonightViewModel>? = OneShotViewSpy()
    let presenter = makePresenter(UseCaseStub { _ in Self.schedule(followed: false) }, view: view!)
    weak let gone = view
    view = nil
    #expect(gone == nil)
    #expect(presenter.view == nil)
  }
}
