/// One match of `GET /search/shows?q=…`: TVMaze's relevance score and the show.
public struct SearchResultDTO: Codable, Sendable, Equatable {
  /// TVMaze's relevance of the match, higher is closer; not bounded to any scale.
  public var score: Double?
  /// The matching show.
  public var show: ShowDTO

  /// Creates a match as TVMaze would send it.
  public init(score: Double?, show: ShowDTO) {
    self.score = score
    self.show = show
  }
}

extension SearchResultDTO {
  enum CodingKeys: String, CodingKey {
    case score, show
  }

  /// Reads the score leniently: a number no `Double` holds becomes `nil`, not an error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    score = try container.decodeNumberIfPresent(Double.self, forKey: .score)
    show = try container.decode(ShowDTO.self, forKey: .show)
  }
}
