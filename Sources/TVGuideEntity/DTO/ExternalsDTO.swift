/// The show's ids on other sites (TVRage, TheTVDB, IMDb); any of them may be `null`.
public struct ExternalsDTO: Codable, Sendable, Equatable {
  public var tvrage: Int?
  public var thetvdb: Int?
  public var imdb: String?

  public init(tvrage: Int?, thetvdb: Int?, imdb: String?) {
    self.tvrage = tvrage
    self.thetvdb = thetvdb
    self.imdb = imdb
  }
}
