import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage_mvvm

/// The detail's view model over a fake data source, with no screen.
@MainActor
@Suite struct ShowDetailViewModelTests {
  @Test func loadingGivesTheShowsText() async {
    let viewModel = ShowDetailViewModel(
      showID: 82, networkManager: NetworkManager(dataSource: FakeShowDataSource(shows: [82: .mock]))
    ) {}
    #expect(viewModel.isLoading, "busy from the start")
    viewModel.load()
    #expect(await eventually { !viewModel.isLoading })
    #expect(viewModel.content?.title == "Game of Thrones")
    #expect(viewModel.message == .none)
  }

  @Test func anUnknownShowIsAMessageAndRetryAsksAgain() async {
    let source = FakeShowDataSource()
    let viewModel = ShowDetailViewModel(showID: 82, networkManager: NetworkManager(dataSource: source)) {}
    viewModel.load()
    #expect(await eventually { !viewModel.isLoading })
    #expect(viewModel.content == nil)
    #expect(
      viewModel.message
        == .failure("There is no show with id 82. Check the id, or search for the show by name."))
    viewModel.retry()
    #expect(await eventually { !viewModel.isLoading })
    #expect(await source.requests == ["show 82", "show 82"])
  }

  @Test func backCallsTheCloseCallbackAndDropsTheAnswerOnItsWay() async {
    let gate = Gate()
    let source = FakeShowDataSource(shows: [82: .mock])
    await source.hold(.show, at: gate)
    var closed = 0
    let viewModel = ShowDetailViewModel(showID: 82, networkManager: NetworkManager(dataSource: source)) {
      closed += 1
    }
    viewModel.load()
    viewModel.back()
    #expect(closed == 1)
    await gate.open()
    try? await Task.sleep(for: .milliseconds(50))
    #expect(viewModel.content == nil)
  }
}
