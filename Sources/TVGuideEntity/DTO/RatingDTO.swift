/// TVMaze's average user rating out of 10, `null` until enough people voted.
public struct RatingDTO: Codable, Sendable, Equatable {
  public var average: Double?

  public init(average: Double?) {
    self.average = average
  }
}

extension RatingDTO {
  enum CodingKeys: String, CodingKey {
    case average
  }

  public init(from decoder: any Decoder) throws {
    average = try decoder.container(keyedBy: CodingKeys.self).decodeNumberIfPresent(
      Double.self, forKey: .average)
  }
}
