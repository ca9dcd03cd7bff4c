import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage2_mvp

/// Exercise 2: the list's channel column names the channel's country by its code,
/// `HBO (US)`; a channel without a country keeps its name alone. The rule belongs to the
/// presenter's row mapping, so the test reads the rows the presenter hands a fake view, and
/// the detail's mapper, which must not change.
@MainActor
@Suite struct ChannelCountryExerciseTests {
  private final class ViewSpy: ShowListView {
    var rows: [ShowRow]?
    func displayLoading(_ message: String) {}
    func display(_ rows: [ShowRow]) { self.rows = rows }
    func displayError(_ message: String) {}
    func showDetail(showID: Int) {}
  }

  /// A country code with a terminal escape sequence in it, as hostile data could send.
  private static var hostileCode: ShowDTO {
    var show = ShowDTO.mock.with(id: 50_000, name: "Hostile Code")
    show.network = ChannelDTO(
      id: 9, name: "BBC One", country: CountryDTO(name: "United Kingdom", code: "G\u{1B}[2JB", timezone: nil))
    return show
  }

  @Test func theChannelColumnNamesTheCountry() async throws {
    let view = ViewSpy()
    let source = FakeShowDataSource(pages: [0: [.mock, .mockWebOnly, .mockBare, Self.hostileCode]])
    let presenter = ShowListPresenter(networkManager: NetworkManager(dataSource: source))
    presenter.view = view
    presenter.viewDidAppear()
    #expect(await eventually { view.rows != nil })
    let channels = try #require(view.rows).map(\.channel)
    try await exercise("02-MVP", "the channel's country code in the list") {
      #expect(channels == ["HBO (US)", "—", "Netflix", "BBC One (GB)"])
    }
  }

  /// The detail already names the country in full; the list's code must not reach it.
  @Test func theDetailKeepsTheCountrysName() {
    let fields = ShowDetailViewModelMapper().viewModel(for: Show(dto: .mock)).fields
    #expect(fields.first { $0.label == "Network" }?.value == "HBO (United States)")
    #expect(fields.first { $0.label == "Schedule" }?.value == "Sundays at 21:00 on HBO")
  }
}
