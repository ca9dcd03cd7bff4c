extension ShowDataError {
  /// The families of failure a caller handles differently: ask for something else, try
  /// again later, or repair the local store.
  public enum Kind: Hashable, Sendable {
    /// What was asked for does not exist: a show, a page of the index or a season.
    case notFound
    /// The request itself cannot be answered, e.g. a search with nothing to search for, or
    /// a filtered page past the index pages one read may go through.
    case invalidRequest
    /// TVMaze could not be reached or would not answer: the network, a timeout, rate
    /// limiting, a server fault or an answer that is not TVMaze's.
    case transport
    /// An answer arrived but could not be read.
    case malformedData
    /// The local store or its folder could not be used.
    case storage
  }

  /// Which family this failure belongs to, for a `switch` that need not list every case.
  public var kind: Kind {
    switch self {
    case .showNotFound, .pageNotFound, .seasonNotFound, .episodeNotFound: .notFound
    case .emptyQuery, .indexReadLimit, .tooManyFollowedShows: .invalidRequest
    case .outOfReach, .rateLimited, .serverFault, .unexpectedAnswer, .outageWithUnreadableStore: .transport
    case .malformedData, .unreadableUserData: .malformedData
    case .localDataDamaged, .cacheFolderIsAFile, .localDataUnavailable, .localDataBusy,
      .userDataFromNewerVersion, .userDataUnusable:
      .storage
    }
  }
}
