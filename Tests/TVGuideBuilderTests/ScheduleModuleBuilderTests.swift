import Foundation
import TVGuideBundledCatalog
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

@testable import TVGuideBuilder

/// The tonight, calendar and import modules assembled as the CLI assembles them, on the
/// bundled catalog and an in-memory follow store: each command end to end but for the store.
@MainActor
@Suite struct ScheduleModuleBuilderTests {
  private static let text = ReportFormat.text(width: 100, usesColor: false)
  private static let newYork = TimeZone(identifier: "America/New_York")!

  @Test func reportsAreThePresentersViewsAndJSONIsBuiltOnlyForJSON() {
    let tonight = TonightModuleBuilder(schedules: BundledCatalog(), follows: nil).assembleReport(
      format: .json)
    #expect(tonight.presenter.view === tonight.view)
    #expect(tonight.presenter.buildsDocument)
    let calendar = CalendarModuleBuilder(dataSource: BundledCatalog(), follows: FollowStoreSpy())
      .assembleReport()
    #expect(calendar.presenter.view === calendar.view)
    let importing = ImportModuleBuilder(lookup: BundledCatalog(), follows: FollowStoreSpy(), journal: nil)
      .assembleReport(format: Self.text)
    #expect(importing.presenter.view === importing.view)
    #expect(!importing.presenter.buildsDocument)
  }

  @Test func tonightMarksTheFollowedShows() async throws {
    let output = await ReportBuilder(format: Self.text).tonight(
      TonightQuery(kind: .tv), from: BundledCatalog(), follows: FollowStoreSpy(followed: [12088]),
      timeZone: Self.newYork)
    let lines = output.standardOutput.components(separatedBy: "\n")
    #expect(lines.contains { $0.hasPrefix("  ★ Stacey David's GearZ  S13E03") })
    #expect(lines.contains("The marked episode is of a show you follow."))
    #expect(output.notice?.hasPrefix("No day was asked, so this is 2019-01-19") == true)
    let named = await ReportBuilder(format: Self.text, settings: SettingNames(day: "--date")).tonight(
      TonightQuery(kind: .tv), from: BundledCatalog(), follows: nil, timeZone: Self.newYork)
    #expect(named.notice?.hasPrefix("No --date given, so this is 2019-01-19") == true)
  }

  /// Game of Thrones' last season from 2019-04-01, 30 days: three Sundays at 21:00 in New York.
  @Test func theCalendarHoldsTheFollowedShowsComingEpisodes() async throws {
    let now = try #require(Airstamp.date(from: "2019-04-01T00:00:00+00:00"))
    let module = CalendarModuleBuilder(
      dataSource: BundledCatalog(), follows: FollowStoreSpy(followed: [82]), now: { now }
    )
    .assembleReport()
    await module.presenter.load(days: 30)
    let output = module.view.output
    let lines = output.standardOutput.replacingOccurrences(of: "\r\n ", with: "").components(
      separatedBy: "\r\n")
    #expect(
      lines.filter { $0.hasPrefix("DTSTART:") } == [
        "DTSTART:20190415T010000Z", "DTSTART:20190422T010000Z", "DTSTART:20190429T010000Z",
      ])
    #expect(lines.filter { $0.hasPrefix("UID:") }.allSatisfy { $0.hasSuffix("@tvguide.invalid") })
    #expect(lines.contains("SUMMARY:Game of Thrones · S08E01 · Winterfell"))
    #expect(output.notice == "3 episodes of 1 followed show in the next 30 days.")
  }

  /// The calendar's start is TVMaze's airstamp where the local date and time say otherwise
  /// (20:00 in New York would be 01:00 UTC), the local time where there is no stamp, and an
  /// episode without a runtime, of a show without one, lasts the default hour.
  @Test func theCalendarStartsEachEpisodeAtItsAirstampElseAtItsLocalTime() async throws {
    let now = try #require(Airstamp.date(from: "2024-03-01T00:00:00+00:00"))
    var show = ShowDTO.mock.with(id: 5, name: "Stamped")
    (show.runtime, show.averageRuntime) = (nil, nil)
    show.network = ChannelDTO(
      id: 1, name: "Channel",
      country: CountryDTO(name: "United States", code: "US", timezone: "America/New_York"))
    let stamped = EpisodeDTO(
      id: 51, name: "Stamped", season: 1, number: 1, airdate: "2024-03-04", airtime: "20:00",
      airstamp: "2024-03-05T02:15:00+00:00", runtime: nil)
    let unstamped = EpisodeDTO(
      id: 52, name: "Unstamped", season: 1, number: 2, airdate: "2024-03-11", airtime: "20:00", runtime: 45)
    let module = CalendarModuleBuilder(
      dataSource: FakeShowDataSource(shows: [5: show], episodes: [5: [stamped, unstamped]]),
      follows: FollowStoreSpy(followed: [5]), now: { now }
    )
    .assembleReport()
    await module.presenter.load(days: 30)
    let lines = module.view.output.standardOutput.components(separatedBy: "\r\n")
    #expect(
      lines.filter { $0.hasPrefix("DTSTART") } == ["DTSTART:20240305T021500Z", "DTSTART:20240312T000000Z"])
    #expect(lines.filter { $0.hasPrefix("DURATION") } == ["DURATION:PT60M", "DURATION:PT45M"])
  }

  @Test func importLooksTheBundledShowsUpAndWritesTheFollows() async throws {
    let follows = FollowStoreSpy()
    let csv = "tvdb,imdb,season,episode\n121361,,1,1\n121361,,1,2\n,tt0944947,1,2\n1,,,\n"
    let output = await ReportBuilder(format: .text(width: 200, usesColor: false))
      .importExport(csv, lookup: BundledCatalog(), follows: follows, journal: ImportJournalSpy())
    #expect(await follows.followed == [82])
    #expect(
      await follows.watched[82] == [EpisodeKey(season: 1, number: 1), EpisodeKey(season: 1, number: 2)])
    let lines = output.standardOutput.components(separatedBy: "\n")
    #expect(
      lines.first
        == "Read a tvdb,imdb,season,episode export of 4 rows: followed 1 show and marked 2 episodes watched; 1 row not applied."
    )
    // The bundled catalog was asked, not TVMaze (issue 36: it blamed TVMaze).
    #expect(
      lines.contains(
        "Line 5: the bundled catalog has no show with TheTVDB id 1 (TVMaze's live data may have it)."))
    #expect(lines.contains("Game of Thrones (TVMaze 82), from TheTVDB id 121361: 3 rows, 2 episodes watched"))
  }
}
