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
    (
      .newerVersion(path: "/home/viewer/user.sqlite"),
      .userDataFromNewerVersion(path: "/home/viewer/user.sqlite")
    ),
    (.followLimit(limit: 10_000), .tooManyFollowedShows(limit: 10_000)),
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

  /// The user's own data: a failure of the store names that data and its folder, a refusal is
  /// what it says, and cancellation passes.
  @Test func theUsersDataIsHandedOverAsItsOwnSituation() {
    let path = "/home/viewer/.local/share/tvguide/user.sqlite"
    #expect(
      ShowDataError.userData(StoreError.locked(seconds: 3), at: path) as? ShowDataError
        == .userDataUnusable(path: path, problem: .localDataBusy(seconds: 3)))
    #expect(
      ShowDataError.userData(StoreError.newerVersion(path: path), at: path) as? ShowDataError
        == .userDataFromNewerVersion(path: path))
    #expect(
      ShowDataError.userData(StoreError.followLimit(limit: 2), at: path) as? ShowDataError
        == .tooManyFollowedShows(limit: 2))
    #expect(ShowDataError.userData(CancellationError(), at: path) is CancellationError)
  }
}
