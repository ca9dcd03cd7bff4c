/// The answer of `GET /updates/shows?since=…`: when TVMaze last changed each show.
///
/// TVMaze sends one JSON object whose keys are show ids written as text and whose values are
/// seconds since 1970 (UTC), the same number as a show's `updated`.
public struct ShowUpdatesDTO: Decodable, Sendable, Equatable {
  /// The time of the latest change, in seconds since 1970, by show id.
  public var updated: [Int: Int]

  /// Creates the map as TVMaze would send it.
  public init(updated: [Int: Int]) {
    self.updated = updated
  }

  /// Reads the object; a key that is not a whole number is an error naming the key.
  public init(from decoder: any Decoder) throws {
    let byText = try decoder.singleValueContainer().decode([String: Int].self)
    var updated: [Int: Int] = [:]
    updated.reserveCapacity(byText.count)
    for (key, stamp) in byText {
      guard let id = Int(key) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "show id \(key) is not a number"))
      }
      updated[id] = stamp
    }
    self.updated = updated
  }
}
