import TVGuideInteractor
import Testing

@testable import TVGuideStore

/// The store's one edge: each store error becomes the situation the user is in.
@Suite struct ShowDataErrorFromStoreTests {
  @Test(arguments: [
    (
      StoreError.damaged(detail: "file is not a database"),
      ShowDataError.localDataDamaged(detail: "file is not a database")
    ),
    (.locked(seconds: 3), .localDataBusy(seconds: 3)),
    (.folderIsAFile(path: "/home/viewer/cache"), .cacheFolderIsAFile(path: "/home/viewer/cache")),
    (.unavailable(detail: "disk full"), .localDataUnavailable(detail: "disk full")),
  ])
  func eachStoreErrorIsTheLocalDataSituationItMeans(error: StoreError, situation: ShowDataError) {
    #expect(ShowDataError(error) == situation)
  }

  @Test func handingOverTranslatesAStoreErrorAndPassesAnythingElse() async throws {
    await #expect(throws: ShowDataError.localDataBusy(seconds: 3)) {
      try await ShowDataError.handingOver { throw StoreError.locked(seconds: 3) }
    }
    await #expect(throws: CancellationError.self) {
      try await ShowDataError.handingOver { throw CancellationError() }
    }
    #expect(try await ShowDataError.handingOver { 7 } == 7)
  }
}
