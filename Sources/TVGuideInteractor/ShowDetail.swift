import TVGuideEntity

/// A show with its episodes grouped by season.
public struct ShowDetail: Sendable, Equatable {
  public var show: Show
  public var seasons: [Season]
  public var origin: DataOrigin
  /// Why the answer could not be saved for offline use, when it could not.
  public var saveFailure: ShowDataError?
  /// `false` when the source does not hold this show's episodes (the bundled catalog ships
  /// them for a few shows only), so no seasons does not mean the show has none.
  public var episodesHeld: Bool

  public init(
    show: Show, seasons: [Season], origin: DataOrigin, saveFailure: ShowDataError? = nil,
    episodesHeld: Bool = true
  ) {
    self.show = show
    self.seasons = seasons
    self.origin = origin
    self.saveFailure = saveFailure
    self.episodesHeld = episodesHeld
  }
}
