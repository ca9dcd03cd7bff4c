import enum TVGuideInteractor.ShowDataError

/// Why fetching failed, as a value an intent can carry and a test can compare: the data
/// source's own error, or one it did not expect.
enum FetchFailure: Error, Hashable, Sendable {
  case data(ShowDataError)
  case unexpected

  init(_ error: any Error) {
    self = (error as? ShowDataError).map(FetchFailure.data) ?? .unexpected
  }

  /// The error to put into words: the data source's, or this one, which reads as unexpected.
  var underlyingError: any Error {
    switch self {
    case .data(let error): error
    case .unexpected: self
    }
  }
}
