import Foundation
import TVGuideEntity

/// Turns index pages and search answers from the data source into business models.
public final class ShowListInteractor: ShowListInteractorInput {
  private let dataSource: any ShowDataSource

  public init(dataSource: any ShowDataSource) {
    self.dataSource = dataSource
  }

  public func page(_ number: Int) async throws -> ShowPage {
    guard number >= 0 else { throw ShowDataError.pageNotFound(page: number) }
    let fetched = try await dataSource.showIndexPage(number)
    let shows = fetched.value.map(Show.init(dto:)).sorted { $0.id < $1.id }
    return ShowPage(number: number, shows: shows, origin: fetched.origin, saveFailure: fetched.saveFailure)
  }

  public func search(_ query: String) async throws -> SearchResults {
    let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.contains(where: { $0.isLetter || $0.isNumber }) else {
      throw ShowDataError.emptyQuery
    }
    let fetched = try await dataSource.searchShows(matching: trimmed)
    return SearchResults(
      query: trimmed,
      shows: fetched.value.map { Show(dto: $0.show) },
      origin: fetched.origin,
      saveFailure: fetched.saveFailure
    )
  }
}
