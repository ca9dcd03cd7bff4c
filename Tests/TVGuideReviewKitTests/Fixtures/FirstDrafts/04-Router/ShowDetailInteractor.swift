import protocol TVGuideInteractor.ShowDataSource

/// The detail interactor of the first draft, unchanged by the review.
final class ShowDetailInteractor: Sendable {
  private let dataSource: any ShowDataSource

  init(dataSource: any ShowDataSource) {
    self.dataSource = dataSource
  }
}
