import Foundation

/// One show in a list, every column already text.
public struct ShowRow: Equatable, Sendable {
  /// TVMaze's id of the show, used to open it.
  public var id: Int
  /// The show's name, or `Untitled show` when nothing printable is left of it.
  public var name: String
  /// The year the show premiered, or `—`.
  public var year: String
  /// The users' rating as stars and the number, e.g. `★★★★☆ 8.2`, or `Not rated yet`.
  public var rating: String
  /// The show's status in words, e.g. `To be determined`, or `Status unknown`.
  public var status: String
  /// The network, else the web channel, or `—`.
  public var channel: String
  /// Whether the episodes can be read offline; `nil` when the source can get any show's, so
  /// there is nothing to mark.
  public var hasEpisodesHeld: Bool?
  /// TVMaze's poster of the show (its medium size), when the data has one: a view that draws
  /// pictures shows it, a terminal leaves it out.
  public var poster: URL?
  /// One or two capitals from the name (`GT`), for a view that draws a card in place of a
  /// poster it has not got; empty when the name has no letter or digit.
  public var initials: String
  /// Creates a row; by default no source limits which episodes it holds, and no poster or initials.
  public init(
    id: Int, name: String, year: String, rating: String, status: String, channel: String,
    hasEpisodesHeld: Bool? = nil, poster: URL? = nil, initials: String = ""
  ) {
    self.id = id
    self.name = name
    self.year = year
    self.rating = rating
    self.status = status
    self.channel = channel
    self.hasEpisodesHeld = hasEpisodesHeld
    self.poster = poster
    self.initials = initials
  }
}
