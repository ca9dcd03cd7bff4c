import TVGuidePresenter
import Testing

@Suite struct RatingFormatterTests {
  private let formatter = RatingFormatter()

  @Test(arguments: [
    (8.9, "★★★★☆ 8.9"),
    (6.4, "★★★☆☆ 6.4"),
    (7.2, "★★★★☆ 7.2"),
    (9.0, "★★★★★ 9.0"),
    (10.0, "★★★★★ 10.0"),
    (8.0, "★★★★☆ 8.0"),
    (1.0, "★☆☆☆☆ 1.0"),
    (0.9, "☆☆☆☆☆ 0.9"),
    (0.0, "☆☆☆☆☆ 0.0"),
  ])
  func drawsFiveStarsAndOneDecimal(rating: Double, text: String) {
    #expect(formatter.text(for: rating) == text)
  }

  @Test(arguments: [nil, .nan, -.nan, .infinity, -.infinity, -0.1, -5, 10.01, 11, 100] as [Double?])
  func hasNoScoreForMissingOrImpossibleRatings(rating: Double?) {
    #expect(formatter.text(for: rating) == "Not rated yet")
    #expect(formatter.value(for: rating) == nil)
  }

  @Test(arguments: [0, 4.25, 8.9, 10])
  func keepsAValidRatingForJSON(rating: Double) {
    #expect(formatter.value(for: rating) == rating)
  }

  @Test(arguments: [
    (7.25, "7.3"),
    (7.24, "7.2"),
    (9.96, "10.0"),
    (0.04, "0.0"),
    (0.05, "0.1"),
    (8.88, "8.9"),
  ])
  func roundsToTheNearestTenth(rating: Double, number: String) {
    #expect(formatter.text(for: rating).hasSuffix(" " + number))
  }

  @Test func roundsUpToFiveStarsWhenTheNumberReachesTen() {
    #expect(formatter.text(for: 9.96) == "★★★★★ 10.0")
  }

  @Test func givesTheSameStarsToRatingsPrintedAsTheSameNumber() {
    #expect(formatter.text(for: 6.95) == formatter.text(for: 7.0))
    #expect(formatter.text(for: 2.96) == formatter.text(for: 3.0))

    var starsByNumber: [String: Set<String>] = [:]
    for hundredths in 0...1000 {
      let parts = formatter.text(for: Double(hundredths) / 100).split(separator: " ")
      starsByNumber[String(parts[1]), default: []].insert(String(parts[0]))
    }
    #expect(starsByNumber.count == 101)
    #expect(starsByNumber.values.allSatisfy { $0.count == 1 })
  }

  @Test func alwaysWritesFiveStarsAndAPointWhateverTheLocale() {
    for tenths in 0...100 {
      let text = formatter.text(for: Double(tenths) / 10)
      let parts = text.split(separator: " ")
      #expect(parts.count == 2)
      #expect(parts[0].count == 5)
      #expect(parts[0].allSatisfy { $0 == "★" || $0 == "☆" })
      #expect(parts[1].contains("."))
      #expect(!parts[1].contains(","))
    }
  }
}
