import TVGuideEntity

/// One page of the show index, ready for the presenter.
public struct ShowPage: Sendable, Equatable {
  public var number: Int
  public var shows: [Show]
  public var origin: DataOrigin

  public init(number: Int, shows: [Show], origin: DataOrigin) {
    self.number = number
    self.shows = shows
    self.origin = origin
  }
}
