import TVGuideInteractor
import Testing

struct ShowDataErrorKindTests {
  @Test(arguments: [
    (ShowDataError.showNotFound(id: 1), ShowDataError.Kind.notFound),
    (.pageNotFound(page: 9), .notFound),
    (.seasonNotFound(season: 9, showName: "Lost", available: [1]), .notFound),
    (.emptyQuery, .invalidRequest),
    (.noConnection(host: "api.tvmaze.com"), .transport),
    (.timedOut(host: "api.tvmaze.com"), .transport),
    (.rateLimited, .transport),
    (.serverError(status: 503), .transport),
    (.unexpectedStatus(status: 403), .transport),
    (.webPage(host: "portal"), .transport),
    (.malformedData(detail: "[0].name"), .malformedData),
    (.storeDamaged(detail: "file is not a database"), .storage),
    (.cacheFolderIsAFile(path: "/tmp/x"), .storage),
    (.storeUnavailable(detail: "disk full"), .storage),
  ])
  func everyFailureBelongsToItsFamily(error: ShowDataError, kind: ShowDataError.Kind) {
    #expect(error.kind == kind)
  }
}
