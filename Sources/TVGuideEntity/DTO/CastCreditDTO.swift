/// One line of `GET /shows/ID/cast`: a person and the character they play.
public struct CastCreditDTO: Codable, Sendable, Equatable {
  /// The actor or actress.
  public struct Person: Codable, Sendable, Equatable {
    /// TVMaze's id of the person.
    public var id: Int
    /// The person's name.
    public var name: String
  }

  /// The role, as named on screen.
  public struct Character: Codable, Sendable, Equatable {
    /// TVMaze's id of the character.
    public var id: Int
    /// The character's name as credited.
    public var name: String
  }

  /// Who plays the part.
  public var person: Person
  /// The part they play.
  public var character: Character
  /// Whether the person plays themself (TVMaze's `self` key).
  public var isSelf: Bool?
  /// Whether the part is a voice role only (TVMaze's `voice` key).
  public var isVoice: Bool?

  enum CodingKeys: String, CodingKey {
    case person, character
    case isSelf = "self"
    case isVoice = "voice"
  }
}
