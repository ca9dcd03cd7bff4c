/// One line of `GET /shows/ID/cast`: a person and the character they play.
public struct CastCreditDTO: Codable, Sendable, Equatable {
  /// The actor or actress.
  public struct Person: Codable, Sendable, Equatable {
    public var id: Int
    public var name: String
  }

  /// The role, as named on screen.
  public struct Character: Codable, Sendable, Equatable {
    public var id: Int
    public var name: String
  }

  public var person: Person
  public var character: Character
  public var isSelf: Bool?
  public var isVoice: Bool?

  enum CodingKeys: String, CodingKey {
    case person, character
    case isSelf = "self"
    case isVoice = "voice"
  }
}
