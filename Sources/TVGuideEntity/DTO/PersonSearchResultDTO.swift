/// One match of `GET /search/people?q=…`: TVMaze's relevance score and the person.
public struct PersonSearchResultDTO: Codable, Sendable, Equatable {
  /// TVMaze's relevance of the match, higher is closer; not bounded to any scale.
  public var score: Double?
  /// The matching person.
  public var person: PersonDTO

  enum CodingKeys: String, CodingKey {
    case score, person
  }

  /// Creates a match as TVMaze would send it.
  public init(score: Double?, person: PersonDTO) {
    self.score = score
    self.person = person
  }
}

extension PersonSearchResultDTO {
  /// Reads the score leniently: a number no `Double` holds becomes `nil`, not an error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    score = try container.decodeNumberIfPresent(Double.self, forKey: .score)
    person = try container.decode(PersonDTO.self, forKey: .person)
  }
}
