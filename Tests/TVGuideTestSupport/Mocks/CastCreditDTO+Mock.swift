import TVGuideEntity

extension CastCreditDTO {
  /// `person` playing `character`, as TVMaze would credit them (the ids do not matter here).
  public static func mock(_ person: String, as character: String) -> CastCreditDTO {
    CastCreditDTO(person: Person(id: 1, name: person), character: Character(id: 1, name: character))
  }
}

extension [CastCreditDTO] {
  /// Two of Game of Thrones' cast (`ShowDTO.mock`), in TVMaze's order.
  public static var mockGameOfThrones: [CastCreditDTO] {
    [.mock("Peter Dinklage", as: "Tyrion Lannister"), .mock("Kit Harington", as: "Jon Snow")]
  }
}
