/// One line of `GET /shows/ID/akas`: another name the show goes by, and where.
public struct ShowAKADTO: Codable, Sendable, Equatable {
  /// The name, e.g. `Игра престолов`.
  public var name: String
  /// Where the show goes by that name; `null` for the show's original name.
  public var country: CountryDTO?

  /// Creates a name as TVMaze would send it.
  public init(name: String, country: CountryDTO?) {
    self.name = name
    self.country = country
  }
}
