import TVGuideEntity

import enum TVGuideInteractor.ShowDataError

@testable import stage5_seasons

/// Stands in for the list interactor: answers each page with the slice it was given, or
/// with a failure, and records the pages the presenter asked for.
actor ShowListInteractorMock: ShowListInteractorInput {
  private let slices: [Int: ShowIndexSlice]
  private var failure: ShowDataError?
  private(set) var requestedPages: [Int] = []

  init(slices: [Int: ShowIndexSlice]) {
    self.slices = slices
  }

  /// Every answer from now on is `error`, until it is set back to `nil`.
  func fail(with error: ShowDataError?) {
    failure = error
  }

  func shows(from page: Int) async throws -> ShowIndexSlice {
    requestedPages.append(page)
    if let failure { throw failure }
    guard let slice = slices[page] else { throw ShowDataError.pageNotFound(page: page) }
    return slice
  }
}
