import Foundation
import TVGuideInteractor
import TVGuideView
import Testing

@testable import TVGuidePresenter

@MainActor
@Suite struct CachePresenterTests {
  @Test func theSummaryReachesTheView() async {
    let view = CacheViewSpy()
    let presenter = CachePresenter(
      interactor: CacheStub(summary: CacheSummary(location: "/c", showCount: 2)), sanitizer: TerminalText())
    presenter.view = view
    await presenter.showSummary()
    #expect(view.displayed.map(\.headline) == ["The cache holds 2 shows."])
  }

  @Test func clearingShowsWhatWasRemoved() async {
    let view = CacheViewSpy()
    let presenter = CachePresenter(
      interactor: CacheStub(summary: CacheSummary(location: "/c", searchCount: 1)), sanitizer: TerminalText())
    presenter.view = view
    await presenter.clear()
    #expect(view.displayed.map(\.headline) == ["Removed 1 search from the cache."])
  }

  @Test func theJSONDocumentIsBuiltOnlyWhenAskedFor() async {
    let view = CacheViewSpy()
    let presenter = CachePresenter(
      interactor: CacheStub(summary: CacheSummary(location: "/c", showCount: 2)), sanitizer: TerminalText())
    presenter.view = view
    await presenter.showSummary()
    presenter.buildsDocument = true
    await presenter.showSummary()
    #expect(view.displayed.map(\.document?.shows) == [nil, 2])
  }

  @Test func aStoreFailureBecomesASentence() async {
    let view = CacheViewSpy()
    let presenter = CachePresenter(
      interactor: CacheStub(failure: .localDataUnavailable(detail: "disk I/O error")),
      sanitizer: TerminalText())
    presenter.view = view
    await presenter.showSummary()
    #expect(
      view.errors.map(\.message) == [
        "The local store could not be used (disk I/O error); check the cache folder's permissions and free space."
      ])
  }
}

/// Records what the presenter displayed.
@MainActor
private final class CacheViewSpy: CacheViewInput {
  var displayed: [CacheViewModel] = []
  var errors: [ErrorViewModel] = []
  func display(_ viewModel: CacheViewModel) { displayed.append(viewModel) }
  func displayError(_ error: ErrorViewModel) { errors.append(error) }
}

/// Answers with a fixed summary or a fixed failure.
private struct CacheStub: CacheInteractorInput {
  var summary = CacheSummary(location: "/c")
  var failure: ShowDataError?

  func summary() async throws -> CacheSummary {
    if let failure { throw failure }
    return summary
  }

  func clear() async throws -> CacheSummary { try await summary() }
}
