import TVGuideEntity
import TVGuidePresenter
import TVGuideTestSupport
import Testing

@Suite struct EpisodeCodeFormatterTests {
  private let formatter = EpisodeCodeFormatter()

  @Test func padsSeasonAndNumberToTwoDigits() {
    #expect(formatter.code(for: .mock) == "S01E01")
    #expect(formatter.code(for: .mock(id: 1, season: 3, number: 9)) == "S03E09")
    #expect(formatter.code(for: .mock(id: 1, season: 0, number: 1)) == "S00E01")
  }

  @Test func keepsLongerNumbersWhole() {
    #expect(formatter.code(for: .mock(id: 1, season: 10, number: 100)) == "S10E100")
    #expect(formatter.code(for: .mock(id: 1, season: 35, number: 22)) == "S35E22")
    #expect(formatter.code(for: .mock(id: 1, season: 2024, number: 10)) == "S2024E10")
  }

  @Test func callsAnUnnumberedEpisodeASpecial() {
    #expect(formatter.code(for: .mock(id: 1, season: 1, number: nil)) == "Special")
    #expect(
      formatter.code(for: .mock(id: 1, season: 1, number: nil, kind: .insignificantSpecial))
        == "Special")
  }

  @Test func callsASpecialASpecialEvenWithANumber() {
    let episode = Episode(dto: .mock(id: 7, season: 2, number: 4, type: "significant_special"))
    #expect(formatter.code(for: episode) == "Special")
    #expect(
      formatter.code(for: .mock(id: 1, season: 1, number: 3, kind: .insignificantSpecial))
        == "Special")
    #expect(EpisodeCodeFormatter.special == "Special")
  }

  @Test func numbersRegularAndUnknownKinds() {
    #expect(formatter.code(for: .mock(id: 1, season: 2, number: 5, kind: .regular)) == "S02E05")
    #expect(formatter.code(for: .mock(id: 1, season: 2, number: 6, kind: .other("pilot"))) == "S02E06")
  }
}
