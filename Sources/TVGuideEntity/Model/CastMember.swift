/// One line of a show's cast: who plays whom, as the cast list reads it.
public struct CastMember: Hashable, Sendable {
  /// The actor's or actress's name, as TVMaze sends it.
  public var personName: String
  /// The part they play, as credited, as TVMaze sends it.
  public var characterName: String

  /// Creates a line of the cast from its parts.
  public init(personName: String, characterName: String) {
    self.personName = personName
    self.characterName = characterName
  }

  /// Maps the wire format: the two names, nothing cleaned or invented.
  public init(dto: CastCreditDTO) {
    self.init(personName: dto.person.name, characterName: dto.character.name)
  }
}
