import TVGuideEntity

import protocol TVGuideInteractor.ShowDataSource

/// Loads one show from the data source and turns it into the business model.
final class ShowDetailInteractor: ShowDetailInteractorInput {
  private let dataSource: any ShowDataSource

  init(dataSource: any ShowDataSource) {
    self.dataSource = dataSource
  }

  /// Throws `.showNotFound` for an id the data source does not know.
  func show(id: Int) async throws -> Show {
    Show(dto: try await dataSource.show(id: id).value)
  }
}
