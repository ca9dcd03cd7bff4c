import TVGuideEntity
import TVGuideTestSupport
import Testing

import enum TVGuideInteractor.ShowDataError

@testable import stage_mvvm

/// The list's view model over a fake data source, with no screen: its state is what a test reads.
@MainActor
@Suite struct ShowListViewModelTests {
  private static func shows(_ ids: Int...) -> [ShowDTO] {
    ids.map { ShowDTO.mock.with(id: $0, name: "Show \($0)") }
  }

  private static func makeViewModel(
    _ source: FakeShowDataSource, opened: @escaping @MainActor (Int) -> Void = { _ in }
  ) -> ShowListViewModel {
    ShowListViewModel(networkManager: NetworkManager(dataSource: source), openShow: opened)
  }

  @Test func appearingLoadsTheFirstPageInTheOrderOfIds() async {
    let viewModel = Self.makeViewModel(FakeShowDataSource(pages: [0: Self.shows(3, 1, 2)]))
    viewModel.appear()
    #expect(viewModel.isLoading)
    #expect(viewModel.message == .progress("Loading shows…"))
    #expect(await eventually { !viewModel.isLoading })
    #expect(viewModel.rows.map(\.id) == [1, 2, 3])
    #expect(viewModel.message == .none)
  }

  @Test func moreSkipsEmptyPagesAndStopsWhereTheIndexEnds() async {
    let source = FakeShowDataSource(pages: [0: Self.shows(1), 1: [], 2: Self.shows(500)])
    let viewModel = Self.makeViewModel(source)
    viewModel.appear()
    #expect(await eventually { !viewModel.isLoading })
    viewModel.loadMore()
    #expect(await eventually { viewModel.rows.map(\.id) == [1, 500] })
    viewModel.loadMore()
    #expect(await eventually { !viewModel.isLoading })
    #expect(viewModel.message == .none, "the end of the index is no error")
    viewModel.loadMore()
    #expect(await source.requests == ["page 0", "page 1", "page 2", "page 3"])
  }

  @Test func aFailureIsShownAndRetryAsksAgain() async {
    let source = FakeShowDataSource(pages: [0: Self.shows(1)])
    await source.fail(.page, with: .malformedData(detail: "bad"))
    let viewModel = Self.makeViewModel(source)
    viewModel.appear()
    #expect(await eventually { !viewModel.isLoading })
    #expect(
      viewModel.message
        == .failure(
          "The data received could not be read (bad). Try again later; if it persists, the data source has changed."
        ))
    await source.fail(.page, with: nil)
    viewModel.retry()
    #expect(await eventually { viewModel.rows.map(\.id) == [1] })
    #expect(viewModel.message == .none)
  }

  @Test func aSelectedRowOpensItsShowThroughTheCallback() async {
    var opened: [Int] = []
    let viewModel = Self.makeViewModel(FakeShowDataSource(pages: [0: Self.shows(7, 3)])) { opened.append($0) }
    viewModel.appear()
    #expect(await eventually { !viewModel.isLoading })
    viewModel.selectRow(at: 1)
    viewModel.selectRow(at: 2)
    #expect(opened == [7])
  }
}
