/// One line of `GET /shows/ID/crew`: a person and the job they did on the show.
public struct CrewCreditDTO: Codable, Sendable, Equatable {
  /// The job as TVMaze names it, e.g. `Creator` or `Executive Producer`.
  public var type: String
  /// Who did it.
  public var person: PersonDTO

  /// Creates a credit as TVMaze would send it.
  public init(type: String, person: PersonDTO) {
    self.type = type
    self.person = person
  }
}
