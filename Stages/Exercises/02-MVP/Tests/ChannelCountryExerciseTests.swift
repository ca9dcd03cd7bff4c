import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage2_mvp

/// Exercise 2: the list's channel column names the channel's country by its code,
/// `HBO (US)`; a channel without a country keeps its name alone. The rule belongs to the
/// presenter's row mapping, so the test reads the rows the presenter hands a fake view.
@MainActor
@Suite struct ChannelCountryExerciseTests {
  private final class ViewSpy: ShowListView {
    var rows: [ShowRow]?
    func displayLoading(_ message: String) {}
    func display(_ rows: [ShowRow]) { self.rows = rows }
    func displayError(_ message: String) {}
    func showDetail(showID: Int) {}
  }

  @Test func theChannelColumnNamesTheCountry() async throws {
    let view = ViewSpy()
    let source = FakeShowDataSource(pages: [0: [.mock, .mockWebOnly, .mockBare]])
    let presenter = ShowListPresenter(networkManager: NetworkManager(dataSource: source))
    presenter.view = view
    presenter.viewDidAppear()
    #expect(await eventually { view.rows != nil })
    let channels = try #require(view.rows).map(\.channel)
    try await exercise("Stages/Exercises/02-MVP: the channel's country code in the list") {
      #expect(channels == ["HBO (US)", "—", "Netflix"])
    }
  }
}
