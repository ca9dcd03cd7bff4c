import TVGuideEntity

/// Shows of one status read from consecutive pages of the index, and where to read on.
public struct ShowIndexStretch: Sendable, Equatable {
  /// The most index pages one read goes through: more than TVMaze's whole index (about 350
  /// pages) and the bundled catalog's (309), so a rare status is found wherever it is, while
  /// a catalog with a page 100,000,000 and nothing between, or an index that never ends, is
  /// not walked for ever.
  public static let maximumPagesRead = 400
  /// The most of them fetched live: TVMaze's burst of 20 requests, so that one read never
  /// waits for the rate limit. Pages from the store or the bundled catalog cost no request.
  public static let maximumLivePagesRead = 20

  /// The shows the filter kept, in id order.
  public var shows: [Show]
  /// The index page to read next; `nil` once the index has ended.
  public var nextIndexPage: Int?
  /// Where the pages read came from: the least fresh of them.
  public var origin: DataOrigin
  /// Why one of the pages read could not be saved for offline use, if one could not.
  public var saveFailure: ShowDataError?
  /// Why reading stopped short, when a page after the first could not be had or the read
  /// went through as many pages as it may; reading on from `nextIndexPage` tries that page.
  public var interruption: ShowDataError?

  /// Creates a stretch; by default every page was saved and reading was not interrupted.
  public init(
    shows: [Show], nextIndexPage: Int?, origin: DataOrigin, saveFailure: ShowDataError? = nil,
    interruption: ShowDataError? = nil
  ) {
    self.shows = shows
    self.nextIndexPage = nextIndexPage
    self.origin = origin
    self.saveFailure = saveFailure
    self.interruption = interruption
  }

  /// Ends reading at page `number`, which failed with `error`: past the last page the index
  /// has ended; with every page so far from the offline store, the stored pages are all there
  /// is, as they are for the unfiltered list; otherwise the failure is told.
  mutating func stop(at number: Int, by error: ShowDataError, origin: DataOrigin?) {
    switch (error, origin) {
    case (.pageNotFound, _):
      nextIndexPage = nil
    case (_, .offline?):
      nextIndexPage = number
    default:
      nextIndexPage = number
      interruption = error
    }
  }
}
