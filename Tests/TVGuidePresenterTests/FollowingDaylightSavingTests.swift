import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import TVGuideView
import Testing

@testable import TVGuidePresenter

/// `next` prints each episode's time in the viewer's time zone: on both sides of each change
/// of clocks, the printed date, time and offset are the local ones.
@Suite struct FollowingDaylightSavingTests {
  private func printed(_ utc: String, in zone: String) throws -> (text: String, iso: String) {
    let date = try #require(Airstamp.date(from: utc))
    let timeZone = try #require(TimeZone(identifier: zone))
    let (local, iso) = (LocalTimeFormatter(timeZone: timeZone), AirTimeFormatter(timeZone: timeZone))
    let day = try #require(local.day(of: date))
    return (local.dayHeading(day) + " " + local.time(of: date), iso.iso(for: date))
  }

  @Test(arguments: [
    // New York springs forward at 02:00 EST on 8 March 2026, falls back at 02:00 EDT on 1 November.
    ("America/New_York", "2026-03-08T06:30:00Z", "Sun 8 Mar 2026 01:30", "2026-03-08T01:30:00-05:00"),
    ("America/New_York", "2026-03-08T07:30:00Z", "Sun 8 Mar 2026 03:30", "2026-03-08T03:30:00-04:00"),
    ("America/New_York", "2026-11-01T05:30:00Z", "Sun 1 Nov 2026 01:30", "2026-11-01T01:30:00-04:00"),
    ("America/New_York", "2026-11-01T06:30:00Z", "Sun 1 Nov 2026 01:30", "2026-11-01T01:30:00-05:00"),
    // London: 01:00 UTC on 29 March and 25 October 2026.
    ("Europe/London", "2026-03-29T00:30:00Z", "Sun 29 Mar 2026 00:30", "2026-03-29T00:30:00Z"),
    ("Europe/London", "2026-03-29T01:30:00Z", "Sun 29 Mar 2026 02:30", "2026-03-29T02:30:00+01:00"),
    ("Europe/London", "2026-10-25T00:30:00Z", "Sun 25 Oct 2026 01:30", "2026-10-25T01:30:00+01:00"),
    ("Europe/London", "2026-10-25T01:30:00Z", "Sun 25 Oct 2026 01:30", "2026-10-25T01:30:00Z"),
    // Kolkata keeps +05:30 all year: the same offset on both sides of the others' changes.
    ("Asia/Kolkata", "2026-03-08T06:30:00Z", "Sun 8 Mar 2026 12:00", "2026-03-08T12:00:00+05:30"),
    ("Asia/Kolkata", "2026-03-29T01:30:00Z", "Sun 29 Mar 2026 07:00", "2026-03-29T07:00:00+05:30"),
    ("Asia/Kolkata", "2026-11-01T06:30:00Z", "Sun 1 Nov 2026 12:00", "2026-11-01T12:00:00+05:30"),
    // Lord Howe moves by half an hour: back at 02:00 on 5 April, forward at 02:00 on 4 October 2026.
    ("Australia/Lord_Howe", "2026-04-04T14:45:00Z", "Sun 5 Apr 2026 01:45", "2026-04-05T01:45:00+11:00"),
    ("Australia/Lord_Howe", "2026-04-04T15:15:00Z", "Sun 5 Apr 2026 01:45", "2026-04-05T01:45:00+10:30"),
    ("Australia/Lord_Howe", "2026-10-03T15:15:00Z", "Sun 4 Oct 2026 01:45", "2026-10-04T01:45:00+10:30"),
    ("Australia/Lord_Howe", "2026-10-03T15:45:00Z", "Sun 4 Oct 2026 02:45", "2026-10-04T02:45:00+11:00"),
  ])
  func timesAreLocalOnBothSidesOfEachChange(zone: String, utc: String, local: String, iso: String) throws {
    let (text, written) = try printed(utc, in: zone)
    #expect(text == local)
    #expect(written == iso)
  }

  /// The whole `next` list in one zone across the change: sorted by the moment, not the
  /// printed time, so the hour that repeats in the autumn keeps its order.
  @Test @MainActor func nextSortsByTheMomentAcrossTheAutumnChange() async throws {
    func show(_ id: Int, airs utc: String) -> FollowedShow {
      let episode = Episode(
        id: id, name: "Episode \(id)", season: 1, number: 1, airstamp: Airstamp.date(from: utc))
      return FollowedShow(
        show: Show(dto: ShowDTO(id: id, name: "Show \(id)")),
        next: .airs(episode, at: episode.airstamp!), unwatchedCount: 0)
    }
    let stub = FollowingInteractorStub(
      shows: .success([show(1, airs: "2026-11-01T06:30:00Z"), show(2, airs: "2026-11-01T05:30:00Z")]))
    let view = FollowingViewSpy()
    let presenter = FollowingPresenter(
      interactor: stub, router: nil, timeZone: TimeZone(identifier: "America/New_York")!,
      sanitizer: TerminalText())
    presenter.view = view
    await presenter.showNext()
    let content = try #require(view.lastContent)
    #expect(content.rows.map(\.showID) == [2, 1])
    #expect(content.agenda.map(\.title) == ["Sun 1 Nov 2026"])
    #expect(content.agenda.first?.entries.map(\.showID) == [2, 1])
    #expect(content.agenda.first?.entries.map(\.time) == ["01:30", "01:30"])
  }
}
