import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

struct ShowAKADTOTests {
  /// The hand-written AKAs of Game of Thrones (see the fixture's README): the original name
  /// has no country.
  @Test func theOriginalNameHasNoCountry() throws {
    let akas = try JSONDecoder().decode([ShowAKADTO].self, from: Fixtures.handWritten("akas/82.json"))
    #expect(akas.count == 4)
    #expect(
      akas.first
        == ShowAKADTO(
          name: "Игра престолов",
          country: CountryDTO(
            name: "Russian Federation", code: "RU", timezone: "Asia/Kamchatka")))
    #expect(akas.filter { $0.country == nil }.map(\.name) == ["Game of Thrones"])
  }
}
