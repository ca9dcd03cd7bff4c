/// A show's ids on TVRage, TheTVDB and IMDb.
public struct Externals: Hashable, Sendable {
  public var tvrage: Int?
  public var thetvdb: Int?
  public var imdb: String?

  public init(tvrage: Int?, thetvdb: Int?, imdb: String?) {
    self.tvrage = tvrage
    self.thetvdb = thetvdb
    self.imdb = imdb
  }

  public init(dto: ExternalsDTO) {
    self.init(tvrage: dto.tvrage, thetvdb: dto.thetvdb, imdb: dto.imdb)
  }
}
