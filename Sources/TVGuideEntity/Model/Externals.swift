/// A show's ids on TVRage, TheTVDB and IMDb.
public struct Externals: Hashable, Sendable {
  /// The show's TVRage id.
  public var tvrage: Int?
  /// The show's TheTVDB series id.
  public var thetvdb: Int?
  /// The show's IMDb id with its prefix, e.g. `tt0944947`.
  public var imdb: String?

  /// Creates the ids from their parts.
  public init(tvrage: Int?, thetvdb: Int?, imdb: String?) {
    self.tvrage = tvrage
    self.thetvdb = thetvdb
    self.imdb = imdb
  }

  /// Maps the wire format.
  public init(dto: ExternalsDTO) {
    self.init(tvrage: dto.tvrage, thetvdb: dto.thetvdb, imdb: dto.imdb)
  }
}
