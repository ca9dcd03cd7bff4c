/// One match of `GET /search/shows?q=…`: TVMaze's relevance score and the show.
public struct SearchResultDTO: Codable, Sendable, Equatable {
  public var score: Double?
  public var show: ShowDTO

  public init(score: Double?, show: ShowDTO) {
    self.score = score
    self.show = show
  }
}

extension SearchResultDTO {
  enum CodingKeys: String, CodingKey {
    case score, show
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    score = try container.decodeNumberIfPresent(Double.self, forKey: .score)
    show = try container.decode(ShowDTO.self, forKey: .show)
  }
}
