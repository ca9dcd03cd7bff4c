import TVGuideEntity

import enum TVGuideInteractor.ShowDataError
import protocol TVGuideInteractor.ShowDataSource

/// The rules of browsing the show index: pages come from the data source, shows in the
/// order of their ids, and the index's gaps and end are handled here, not on screen.
final class ShowListInteractor: ShowListInteractorInput {
  private let dataSource: any ShowDataSource

  init(dataSource: any ShowDataSource) {
    self.dataSource = dataSource
  }

  /// The shows of the first page from `page` on that has any. A missing page after the
  /// first one is the end of the index, not an error.
  func shows(from page: Int) async throws -> ShowIndexSlice {
    guard page >= 0 else { throw ShowDataError.pageNotFound(page: page) }
    var number = page
    while true {
      do {
        let shows = try await dataSource.showIndexPage(number).value.map(Show.init(dto:))
        if !shows.isEmpty {
          return ShowIndexSlice(shows: shows.sorted { $0.id < $1.id }, nextPage: number + 1)
        }
      } catch ShowDataError.pageNotFound where number > 0 {
        return ShowIndexSlice(shows: [], nextPage: nil)
      }
      number += 1
    }
  }
}
