/// TVMaze's average user rating out of 10, `null` until enough people voted.
public struct RatingDTO: Codable, Sendable, Equatable {
  /// The average of the votes, 0–10 with one decimal; `null` when there are too few votes.
  public var average: Double?

  /// Creates a rating as TVMaze would send it.
  public init(average: Double?) {
    self.average = average
  }
}

extension RatingDTO {
  enum CodingKeys: String, CodingKey {
    case average
  }

  /// Reads the average leniently: a number no `Double` holds becomes `nil`, not an error.
  public init(from decoder: any Decoder) throws {
    average = try decoder.container(keyedBy: CodingKeys.self).decodeNumberIfPresent(
      Double.self, forKey: .average)
  }
}
