import TVGuideInteractor
import Testing

@Suite struct CacheInteractorTests {
  @Test func clearingEmptiesTheStoreAndReturnsWhatItHeld() async throws {
    let cache = RecordingCache(held: CacheSummary(location: "/c", showCount: 4))
    let removed = try await CacheInteractor(cache: cache).clear()
    #expect(removed == CacheSummary(location: "/c", showCount: 4))
    #expect(await cache.calls == ["removeSavedAnswers"], "nothing is read first")
  }

  @Test func aStoreTooDamagedToReadIsRemovedWholeAndSaidToBe() async throws {
    let cache = RecordingCache(failure: .localDataDamaged(detail: "file is not a database"), sizeOnDisk: 8192)
    let removed = try await CacheInteractor(cache: cache).clear()
    #expect(removed == CacheSummary(location: "/c", sizeInBytes: 8192, damage: "file is not a database"))
    #expect(await cache.calls == ["removeSavedAnswers", "removeStoreFiles"])
  }

  @Test(arguments: [ShowDataError.localDataUnavailable(detail: "disk I/O error"), .localDataBusy(seconds: 3)])
  func otherFailuresRemoveNothing(failure: ShowDataError) async {
    let cache = RecordingCache(failure: failure)
    await #expect(throws: failure) {
      try await CacheInteractor(cache: cache).clear()
    }
    #expect(await cache.calls == ["removeSavedAnswers"])
  }

  @Test func theSummaryIsTheStores() async throws {
    let cache = RecordingCache(held: CacheSummary(location: "/c", searchCount: 2))
    #expect(try await CacheInteractor(cache: cache).summary().searchCount == 2)
  }
}

/// A store that holds a fixed summary or fails to be read, and records what it was asked.
private actor RecordingCache: CacheMaintaining {
  nonisolated let location = "/c"
  private let held: CacheSummary
  private let failure: ShowDataError?
  private let sizeOnDisk: Int64
  private(set) var calls: [String] = []

  init(
    held: CacheSummary = CacheSummary(location: "/c"), failure: ShowDataError? = nil, sizeOnDisk: Int64 = 0
  ) {
    self.held = held
    self.failure = failure
    self.sizeOnDisk = sizeOnDisk
  }

  func summary() async throws -> CacheSummary {
    calls.append("summary")
    if let failure { throw failure }
    return held
  }

  func removeSavedAnswers() async throws -> CacheSummary {
    calls.append("removeSavedAnswers")
    if let failure { throw failure }
    return held
  }

  func removeStoreFiles() async throws -> Int64 {
    calls.append("removeStoreFiles")
    return sizeOnDisk
  }
}
