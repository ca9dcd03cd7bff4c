import TVGuideInteractor

extension ShowDataError {
  /// What a store failure means for the user: the one place the store's failures become the
  /// interactors'.
  init(_ error: StoreError) {
    switch error {
    case .damaged(let detail): self = .localDataDamaged(detail: detail)
    case .locked(let seconds): self = .localDataBusy(seconds: seconds)
    case .folderIsAFile(let path): self = .cacheFolderIsAFile(path: path)
    case .unavailable(let detail): self = .localDataUnavailable(detail: detail)
    case .newerVersion(let path): self = .userDataFromNewerVersion(path: path)
    case .followLimit(let limit): self = .tooManyFollowedShows(limit: limit)
    }
  }

  /// A failure of the user's own data (follows, watched marks, import journals) at `path`, as
  /// the interactors take it: SQLite's and the file system's failures become the local-data
  /// situation they mean, wrapped in `userDataUnusable` to name that data and its folder (the
  /// cache's remedies do not reach it); the store's refusals (a newer version, the limit of
  /// followed shows) are what they say; cancellation passes as it is.
  static func userData(_ error: any Error, at path: String) -> any Error {
    if error is CancellationError || error is ShowDataError { return error }
    let failure = StoreErrorTranslator.storeError(for: error)
    switch failure {
    case .newerVersion, .followLimit: return ShowDataError(failure)
    case .damaged, .locked, .folderIsAFile, .unavailable:
      return ShowDataError.userDataUnusable(path: path, problem: ShowDataError(failure))
    }
  }

  /// Runs `work`, a request of the interactors to the store, and hands a store failure to
  /// them as the `ShowDataError` it means; anything else (cancellation) passes as it is.
  static func handingOver<Value>(_ work: () async throws -> Value) async throws -> Value {
    do {
      return try await work()
    } catch let error as StoreError {
      throw ShowDataError(error)
    }
  }
}
