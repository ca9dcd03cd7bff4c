import TVGuideInteractor
import Testing

struct ShowDataErrorKindTests {
  @Test(arguments: [
    (ShowDataError.showNotFound(id: 1), ShowDataError.Kind.notFound),
    (.pageNotFound(page: 9), .notFound),
    (.seasonNotFound(season: 9, showName: "Lost", available: [1]), .notFound),
    (.emptyQuery, .invalidRequest),
    (.outOfReach(how: .noConnection), .transport),
    (.outOfReach(how: .noAnswerInTime), .transport),
    (.rateLimited, .transport),
    (.serverFault, .transport),
    (.unexpectedAnswer, .transport),
    (.outOfReach(how: .webPageInstead), .transport),
    (.malformedData(detail: "[0].name"), .malformedData),
    (.localDataDamaged(detail: "file is not a database"), .storage),
    (.cacheFolderIsAFile(path: "/tmp/x"), .storage),
    (.localDataUnavailable(detail: "disk full"), .storage),
  ])
  func everyFailureBelongsToItsFamily(error: ShowDataError, kind: ShowDataError.Kind) {
    #expect(error.kind == kind)
  }
}
