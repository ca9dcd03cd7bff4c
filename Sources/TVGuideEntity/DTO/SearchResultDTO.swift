/// One match of `GET /search/shows?q=…`: TVMaze's relevance score and the show.
public struct SearchResultDTO: Codable, Sendable, Equatable {
  public var score: Double?
  public var show: ShowDTO

  public init(score: Double?, show: ShowDTO) {
    self.score = score
    self.show = show
  }
}
