import TVGuideTestSupport
import Testing

@testable import stage6_search

/// Exercise 6: one letter is not a search. A text with fewer than two letters or digits asks
/// the interactor nothing and the status line says `Type at least two letters to search`.
/// The presenter decides it; the test drives it with a fake view and router.
@MainActor
@Suite struct ShortQueryExerciseTests {
  private final class ViewSpy: ShowListViewInput {
    var shown: [ShowListViewModel] = []
    func display(_ viewModel: ShowListViewModel) { shown.append(viewModel) }
  }

  private final class RouterSpy: ShowListRouterInput {
    func openShow(id: Int) {}
  }

  @Test func oneLetterAsksNothing() async throws {
    let view = ViewSpy()
    let presenter = ShowListPresenter(
      interactor: ShowListInteractor(dataSource: FakeShowDataSource()), router: RouterSpy())
    presenter.view = view
    presenter.searchTextDidChange("d")
    let status = try #require(view.shown.last).status
    try await exercise("Stages/Exercises/06-Search: a one-letter search") {
      #expect(status == ShowListStatus(kind: .browsing, message: "Type at least two letters to search"))
    }
    presenter.searchTextDidChange("do")
    #expect(view.shown.last?.status.message == "Searching for \"do\"…", "two letters search")
  }
}
