import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage_mvi

/// The presenters map a state to what its screen draws, text ready to print.
@Suite struct PresenterTests {
  @Test func aLoadingListSaysSoAndKeepsItsRows() {
    var state = ShowListState()
    state.shows = [.mock]
    state.isLoading = true
    let viewModel = ShowListPresenter().viewModel(for: state)
    #expect(viewModel.message == .progress("Loading shows…"))
    #expect(viewModel.isBusy)
    #expect(
      viewModel.rows == [
        ShowRow(
          id: 82, name: "Game of Thrones", year: "2011", rating: "★★★★☆ 8.9", status: "Ended", channel: "HBO")
      ])
  }

  @Test func aFailedListSaysWhatWentWrongAndWhatToDo() {
    var state = ShowListState()
    state.failure = .data(.malformedData(detail: "page-1.json: not valid JSON"))
    #expect(
      ShowListPresenter().viewModel(for: state).message
        == .failure(
          "The data received could not be read (page-1.json: not valid JSON). "
            + "Try again later; if it persists, the data source has changed."))
    state.failure = .unexpected
    #expect(
      ShowListPresenter().viewModel(for: state).message
        == .failure("Something unexpected went wrong. Try again."))
  }

  @Test func aLoadedDetailHasItsHeaderAndNoMessage() {
    var state = ShowDetailState(showID: 82)
    #expect(
      ShowDetailPresenter().viewModel(for: state)
        == ShowDetailViewModel(header: nil, message: .progress("Loading show…"), isBusy: true))
    state.show = .mock
    state.isLoading = false
    let viewModel = ShowDetailPresenter().viewModel(for: state)
    #expect(viewModel.header?.title == "Game of Thrones")
    #expect(viewModel.message == .none)
    #expect(!viewModel.isBusy)
  }
}
