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
