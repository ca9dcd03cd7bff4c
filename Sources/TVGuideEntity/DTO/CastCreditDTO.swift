/// One line of `GET /shows/ID/cast`: a person and the character they play.
public struct CastCreditDTO: Codable, Sendable, Equatable {
  /// The actor or actress.
  public struct Person: Codable, Sendable, Equatable {
    /// TVMaze's id of the person.
    public var id: Int
    /// The person's name.
    public var name: String

    /// Creates a person as TVMaze would send them.
    public init(id: Int, name: String) {
      self.id = id
      self.name = name
    }
  }

  /// The role, as named on screen.
  public struct Character: Codable, Sendable, Equatable {
    /// TVMaze's id of the character.
    public var id: Int
    /// The character's name as credited.
    public var name: String

    /// Creates a character as TVMaze would send it.
    public init(id: Int, name: String) {
      self.id = id
      self.name = name
    }
  }

  /// Who plays the part.
  public var person: Person
  /// The part they play.
  public var character: Character
  /// Whether the person plays themself (TVMaze's `self` key).
  public var isSelf: Bool?
  /// Whether the part is a voice role only (TVMaze's `voice` key).
  public var isVoice: Bool?

  /// Creates a credit as TVMaze would send it; `self` and `voice` are missing from old answers.
  public init(person: Person, character: Character, isSelf: Bool? = nil, isVoice: Bool? = nil) {
    self.person = person
    self.character = character
    self.isSelf = isSelf
    self.isVoice = isVoice
  }

  enum CodingKeys: String, CodingKey {
    case person, character
    case isSelf = "self"
    case isVoice = "voice"
  }
}
