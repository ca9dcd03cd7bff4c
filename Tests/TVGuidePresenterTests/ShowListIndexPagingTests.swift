import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import TVGuideView
import Testing

@testable import TVGuidePresenter

/// The index read page by page, on its own: what it loads, when it stops, what its status
/// line says, and that an answer asked for before a restart is dropped.
@MainActor
@Suite struct ShowListIndexPagingTests {
  nonisolated private static func page(_ number: Int, _ ids: [Int]) -> ShowPage {
    ShowPage(
      number: number, shows: ids.map { Show(dto: .mock.with(id: $0, name: "Show \($0)")) }, origin: .bundled)
  }

  private func paging(_ interactor: ShowListInteractorStub, firstPage: Int = 0) -> ShowListIndexPaging {
    let text = TerminalText()
    return ShowListIndexPaging(
      interactor: interactor, firstPage: firstPage, errors: ErrorMessageFormatter(sanitizer: text),
      statuses: ShowListStatusFormatter(sanitizer: text))
  }

  @Test func readsPagesUntilOneHasShowsAndTellsEachStartAndEnd() async {
    let interactor = ShowListInteractorStub { number in
      guard number < 3 else { throw ShowDataError.pageNotFound(page: number) }
      return Self.page(number, number == 2 ? [500, 501] : [])
    }
    let paging = paging(interactor)
    var changes = 0
    await paging.loadMore(filter: .all) { changes += 1 }
    #expect(paging.state.shows.map(\.id) == [500, 501])
    #expect(await interactor.requestedPages == [0, 1, 2])
    #expect(changes == 6)
    #expect(paging.canLoadMore)
  }

  @Test func aMissingPageAfterALoadedOneIsTheEndNotAFailure() async {
    let paging = paging(
      ShowListInteractorStub { number in
        guard number == 0 else { throw ShowDataError.pageNotFound(page: number) }
        return Self.page(0, [1])
      })
    await paging.loadMore(filter: .all) {}
    await paging.loadMore(filter: .all) {}
    #expect(paging.state.nextPage == nil)
    #expect(paging.state.error == nil)
    #expect(!paging.canLoadMore)
    #expect(paging.status(filter: .all) == ShowListStatus(kind: .browsing, message: "Start typing to search"))
  }

  @Test func aFilteredPagePastTheEndSaysSoInItsOwnWords() async {
    // The index holds one page of a single ended show, far short of page 3 of the ended ones.
    let index = ShowListInteractorStub { number in
      guard number == 0 else { throw ShowDataError.pageNotFound(page: number) }
      return Self.page(0, [1])
    }
    let paging = paging(index, firstPage: 3)
    await paging.loadNextPage(filter: .ended) {}
    #expect(
      paging.status(filter: .ended)
        == ShowListStatus(
          kind: .failed, message: "There is no page 3 of the shows with status Ended.",
          hint: "Each page holds 250 shows of the status, from page 0."))
    #expect(!paging.canLoadMore)
    paging.clearError()
    #expect(paging.canLoadMore)
  }

  @Test func anAnswerAskedForBeforeARestartIsDropped() async {
    let gate = Gate()
    let interactor = ShowListInteractorStub { number in
      if number == 0 { await gate.wait() }
      return Self.page(number, [number + 1])
    }
    let paging = paging(interactor, firstPage: 0)
    let stale = Task { await paging.loadNextPage(filter: .all) {} }
    await gate.waitForWaiters()
    paging.restart()
    await gate.open()
    _ = await stale.value
    #expect(paging.state.shows.isEmpty)
    #expect(paging.state.nextPage == 0)
    await paging.loadNextPage(filter: .all) {}
    #expect(paging.state.shows.map(\.id) == [1])
  }

  @Test func theStatusLineFollowsTheLoads() async {
    let gate = Gate()
    // An index of one empty page: the filtered index has no show either.
    let paging = paging(
      ShowListInteractorStub { number in
        guard number == 0 else { throw ShowDataError.pageNotFound(page: number) }
        await gate.wait()
        return Self.page(number, [])
      })
    let load = Task { await paging.loadNextPage(filter: .running) {} }
    await gate.waitForWaiters()
    #expect(paging.status(filter: .running) == ShowListStatus(kind: .loading, message: "Loading shows…"))
    await gate.open()
    _ = await load.value
    #expect(
      paging.status(filter: .running)
        == ShowListStatus(kind: .noResults, message: "No show in the index has this status."))
    #expect(
      paging.status(filter: .all)
        == ShowListStatus(kind: .noResults, message: "This page of the index has no shows."))
  }
}
