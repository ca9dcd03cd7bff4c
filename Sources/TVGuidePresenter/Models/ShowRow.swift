/// One show in a list, every column already text.
public struct ShowRow: Equatable, Sendable {
  public var id: Int
  public var name: String
  public var year: String
  public var rating: String
  public var status: String
  public var channel: String
  /// Whether the episodes can be read offline; `nil` when the source can get any show's, so
  /// there is nothing to mark.
  public var hasEpisodesHeld: Bool?
  public init(
    id: Int, name: String, year: String, rating: String, status: String, channel: String,
    hasEpisodesHeld: Bool? = nil
  ) {
    self.id = id
    self.name = name
    self.year = year
    self.rating = rating
    self.status = status
    self.channel = channel
    self.hasEpisodesHeld = hasEpisodesHeld
  }
}
