import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

struct TonightInteractorTests {
  private static let day = CalendarDate(year: 2019, month: 1, day: 19)!
  private static let today = CalendarDate(year: 2026, month: 11, day: 26)!

  private static func item(_ id: Int, show: Int, stamp: String?) -> ScheduleItemDTO {
    ScheduleItemDTO(
      episode: EpisodeDTO(id: id, name: "Episode \(id)", season: 1, number: id),
      show: ShowDTO.mock.with(id: show, name: "Show \(show)"),
      airstamp: stamp)
  }

  private static func request(_ date: CalendarDate, _ country: String? = "US") -> ScheduleRequest {
    ScheduleRequest(kind: .tv, day: ScheduleDay(date: date, country: country))
  }

  private static func interactor(_ source: ScheduleSourceStub, follows: FollowStoreSpy? = nil)
    -> TonightInteractor
  {
    TonightInteractor(schedules: source, follows: follows) { today }
  }

  @Test func withoutADateTheNewestHeldDayIsTakenAndSaidSo() async throws {
    let older = CalendarDate(year: 2018, month: 5, day: 1)!
    let source = ScheduleSourceStub(
      schedules: [Self.request(Self.day): [Self.item(1, show: 10, stamp: "2019-01-19T13:00:00+00:00")]],
      held: [.tv: [ScheduleDay(date: older, country: "US"), ScheduleDay(date: Self.day, country: "US")]])
    let schedule = try await Self.interactor(source).schedule(for: TonightQuery(kind: .tv))
    #expect(schedule.request == Self.request(Self.day))
    #expect(schedule.isNewestHeldDay)
    #expect(schedule.entries.map(\.episode.id) == [1])
  }

  @Test func aDayTheSourceDoesNotHoldIsRefusedWithTheDaysItHolds() async throws {
    let held = [ScheduleDay(date: Self.day, country: "US")]
    let source = ScheduleSourceStub(held: [.tv: held])
    let asked = CalendarDate(year: 2019, month: 1, day: 20)!
    await #expect(throws: ScheduleNotHeld(request: Self.request(asked), held: held)) {
      try await Self.interactor(source).schedule(for: TonightQuery(kind: .tv, date: asked))
    }
    await #expect(throws: ScheduleNotHeld(request: Self.request(Self.day, "GB"), held: held)) {
      try await Self.interactor(source).schedule(for: TonightQuery(kind: .tv, date: Self.day, country: "gb"))
    }
    #expect(await source.requests.isEmpty)
  }

  @Test func aSourceWithEveryDayAnswersTodayAndTheWebScheduleHasNoCountry() async throws {
    let source = ScheduleSourceStub()
    let tv = try await Self.interactor(source).schedule(for: TonightQuery(kind: .tv))
    let web = try await Self.interactor(source).schedule(for: TonightQuery(kind: .web))
    #expect(tv.request == Self.request(Self.today))
    #expect(web.request == ScheduleRequest(kind: .web, day: ScheduleDay(date: Self.today, country: nil)))
    #expect(!tv.isNewestHeldDay)
  }

  @Test func entriesComeInAiringOrderWithTheFollowedShowsMarked() async throws {
    let items = [
      Self.item(1, show: 10, stamp: "2019-01-20T01:00:00+00:00"), Self.item(2, show: 20, stamp: nil),
      Self.item(3, show: 30, stamp: "2019-01-19T13:00:00+00:00"),
      Self.item(4, show: 10, stamp: "2019-01-19T13:00:00+00:00"),
    ]
    let source = ScheduleSourceStub(schedules: [Self.request(Self.day): items])
    let follows = FollowStoreSpy(followed: [10])
    let schedule = try await Self.interactor(source, follows: follows)
      .schedule(for: TonightQuery(kind: .tv, date: Self.day))
    #expect(schedule.entries.map(\.episode.id) == [3, 4, 1, 2])
    #expect(schedule.entries.map(\.isFollowed) == [false, true, true, false])
  }

  @Test func aFollowStoreThatCannotBeReadFailsTheSchedule() async throws {
    let source = ScheduleSourceStub(schedules: [Self.request(Self.day): [Self.item(1, show: 10, stamp: nil)]])
    let follows = FollowStoreSpy()
    await follows.failing(with: ShowDataError.localDataBusy(seconds: 5))
    await #expect(throws: ShowDataError.localDataBusy(seconds: 5)) {
      try await Self.interactor(source, follows: follows).schedule(
        for: TonightQuery(kind: .tv, date: Self.day))
    }
  }
}
