import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

@Suite struct TonightViewModelMapperTests {
  private let mapper = TonightViewModelMapper(
    sanitizer: TerminalText(), timeZone: TimeZone(identifier: "UTC")!)

  private func schedule(country: String?, show: Show?, newestHeld: Bool) throws -> TonightSchedule {
    let day = try #require(CalendarDate(iso: "2019-01-19"))
    return TonightSchedule(
      request: ScheduleRequest(kind: .tv, day: ScheduleDay(date: day, country: country)),
      isNewestHeldDay: newestHeld,
      entries: [TonightEntry(episode: .mock, show: show, airs: nil, isFollowed: false)], origin: .bundled)
  }

  /// A form for the day shows the day on screen, also when none was asked and the mapper took one.
  @Test func handsOnTheDayAndCountryShownForAFormToShow() throws {
    let model = mapper.viewModel(for: try schedule(country: "US", show: .mock, newestHeld: true))
    #expect(model.day == "2019-01-19")
    #expect(model.country == "US")
    #expect(mapper.viewModel(for: try schedule(country: nil, show: .mock, newestHeld: false)).country == nil)
  }

  /// A view that links a show's name needs the show's id; an entry without a show has none.
  @Test func handsOnEachRowsShowID() throws {
    let linked = mapper.viewModel(for: try schedule(country: "US", show: .mock, newestHeld: false))
    #expect(linked.slots.flatMap(\.rows).map(\.showID) == [82])
    let bare = mapper.viewModel(for: try schedule(country: "US", show: nil, newestHeld: false))
    #expect(bare.slots.flatMap(\.rows).map(\.showID) == [nil])
    #expect(bare.slots.flatMap(\.rows).map(\.show) == ["Untitled show"])
  }
}
