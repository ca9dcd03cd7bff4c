import Foundation
import FuzzSupport
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideView

/// Takes decoded answers where the app takes them: through the use cases (mapping to the
/// business models, sorting, season grouping) into the presenter's view models and JSON
/// documents, checking what each step promises on the way.
struct ResponsePipeline: Sendable {
  /// Detail screens opened per input: enough to reach every code path, few enough to keep
  /// a run fast when the input is a whole index page.
  private static let detailsPerInput = 4
  private static let now = Date(timeIntervalSince1970: 1_750_000_000)

  private let rows = ShowRowMapper(sanitizer: TerminalText())
  private let details = ShowDetailViewModelMapper(sanitizer: TerminalText())
  private let errors = ErrorMessageFormatter(sanitizer: TerminalText())

  func present(_ responses: DecodedResponses) async {
    let source = FuzzedDataSource(responses)
    let list = ShowListInteractor(dataSource: source)
    let detail = ShowDetailInteractor(dataSource: source)
    if responses.showIndexPage != nil {
      await presentIndexPage(list)
    }
    if responses.searchResults != nil {
      await presentSearch(list)
    }
    for id in source.showIDs.prefix(Self.detailsPerInput) {
      await presentDetail(of: id, detail)
    }
  }

  private func presentIndexPage(_ interactor: ShowListInteractor) async {
    do {
      let page = try await interactor.page(0)
      let ids = page.shows.map(\.id)
      Invariant.require(zip(ids, ids.dropFirst()).allSatisfy { $0 <= $1 }, "page not in id order: \(ids)")
      present(page.shows)
    } catch {
      Invariant.require(false, "a decoded index page failed: \(error)")
    }
  }

  private func presentSearch(_ interactor: ShowListInteractor) async {
    do {
      let query = SearchQuery("fuzz", visible: TerminalText().singleLine)
      present(try await interactor.search(query, status: .all).shows)
    } catch {
      Invariant.require(false, "decoded search results failed: \(error)")
    }
  }

  private func present(_ shows: [Show]) {
    for show in shows {
      let row = rows.row(for: show)
      TerminalSafety.requireEveryString(in: row, path: "row \(row.id)")
      Invariant.require(!row.name.isEmpty, "row \(row.id) has no name")
      requireEncodable(rows.document(for: show))
    }
  }

  private func presentDetail(of id: Int, _ interactor: ShowDetailInteractor) async {
    let detail: ShowDetail
    do {
      detail = try await interactor.detail(ofShow: id, season: nil)
    } catch {
      Invariant.require(false, "show \(id) of the input failed: \(error)")
      return
    }
    let numbers = detail.seasons.map(\.number)
    Invariant.require(
      zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 }, "seasons out of order: \(numbers)")
    let model = details.viewModel(for: detail, now: Self.now)
    TerminalSafety.requireEveryString(in: model, multilineFields: ["summary"], path: "detail \(id)")
    Invariant.require(!model.title.isEmpty, "detail \(id) has no title")
    requireEncodable(details.document(for: detail))
    await presentSeasons(of: id, numbers, interactor)
  }

  /// `show ID --season N` for a season the show has, and for one it lacks, whose message
  /// names the show and lists its seasons.
  private func presentSeasons(of id: Int, _ numbers: [Int], _ interactor: ShowDetailInteractor) async {
    if let first = numbers.first {
      let one = try? await interactor.detail(ofShow: id, season: first)
      Invariant.require(one?.seasons.map(\.number) == [first], "season \(first) of show \(id) was not kept")
    }
    guard let missing = [-1, 0, Int.min, Int.max].first(where: { !numbers.contains($0) }) else { return }
    do {
      _ = try await interactor.detail(ofShow: id, season: missing)
      Invariant.require(false, "show \(id) has no season \(missing), yet it was found")
    } catch {
      TerminalSafety.requireEveryString(in: errors.viewModel(for: error), path: "season error")
    }
  }

  /// `--json` prints the documents; their encoder treats a failure as impossible.
  private func requireEncodable(_ document: some Encodable) {
    do {
      _ = try JSONEncoder().encode(document)
    } catch {
      Invariant.require(false, "document does not encode: \(error)")
    }
  }
}
