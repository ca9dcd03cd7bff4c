import Testing

/// How a documented output is held against a printed one: exactly, but for `…` lines and
/// trailing blank lines.
@Suite struct DocOutputComparisonTests {
  private let printed =
    "Game of Thrones\nDrama · Adventure · Fantasy\n\nRating     ★★★★☆ 8.9\nStatus     Ended\n"

  @Test func theSameLinesMatch() {
    let comparison = DocOutputComparison(
      documented: [
        "Game of Thrones", "Drama · Adventure · Fantasy", "", "Rating     ★★★★☆ 8.9", "Status     Ended",
      ],
      printed: printed)
    #expect(comparison.matches)
  }

  @Test func oneCharacterChangedFailsWithADiff() {
    let comparison = DocOutputComparison(
      documented: [
        "Game of Thrones", "Drama · Adventure · Fantasy", "", "Rating     ★★★★☆ 8.8", "Status     Ended",
      ],
      printed: printed)
    #expect(!comparison.matches)
    #expect(comparison.diff.contains("- Rating     ★★★★☆ 8.8\n+ Rating     ★★★★☆ 8.9"))
  }

  @Test func anElisionStandsForAnyRunOfLinesNoneIncluded() {
    for documented in [
      ["Game of Thrones", "…", "Status     Ended"], ["…", "Rating     ★★★★☆ 8.9", " …"],
      ["Game of Thrones", "…", "Drama · Adventure · Fantasy", "…"], ["…"],
    ] {
      #expect(DocOutputComparison(documented: documented, printed: printed).matches, "\(documented)")
    }
  }

  @Test func anElisionDoesNotExcuseALineOutOfOrderOrMissing() {
    for documented in [
      ["Status     Ended", "…", "Game of Thrones"], ["Game of Thrones", "…", "Status     Running"],
      ["Game of Thrones", "…"] + ["Drama"],
    ] {
      #expect(!DocOutputComparison(documented: documented, printed: printed).matches, "\(documented)")
    }
  }

  @Test func aLineEndingInAnEllipsisIsPlainText() {
    let comparison = DocOutputComparison(documented: ["Game of …", "…"], printed: printed)
    #expect(!comparison.matches)
  }

  @Test func blankLinesAtTheEndAreNotCompared() {
    #expect(DocOutputComparison(documented: ["Game of Thrones", "…", ""], printed: printed).matches)
    #expect(DocOutputComparison(documented: ["a"], printed: "a\n\n\n").matches)
    #expect(!DocOutputComparison(documented: ["a", "", "b"], printed: "a\nb\n").matches)
  }

  @Test func nothingDocumentedMeansNothingPrinted() {
    #expect(DocOutputComparison(documented: [], printed: "").matches)
    #expect(!DocOutputComparison(documented: [], printed: "tvguide: There is no show with id 1.\n").matches)
  }

  @Test func everyDocumentedLineCountsUnlessAnElisionCouldTakeItsPlace() {
    let strict = DocOutputComparison(
      documented: ["Game of Thrones", "…", "Status     Ended"], printed: printed)
    #expect(strict.linesThatDoNotCount.isEmpty)
    // `x` edited is `y`, which the output also holds between the elisions.
    let loose = DocOutputComparison(documented: ["…", "x", "…"], printed: "x\ny\n")
    #expect(loose.matches)
    #expect(loose.linesThatDoNotCount == [1])
  }

  @Test func theDiffKeepsContextAndCountsWhatItLeavesOut() {
    let lines = (1...20).map { "line \($0)" }
    let comparison = DocOutputComparison(
      documented: lines.map { $0 == "line 15" ? "line fifteen" : $0 }, printed: lines.joined(separator: "\n"))
    let diff = comparison.diff
    #expect(
      diff.contains("  ⋮ (11 agreeing lines)\n  line 12\n  line 13\n  line 14\n- line fifteen\n+ line 15"))
    #expect(diff.hasSuffix("  line 18\n  ⋮ (2 agreeing lines)"))
  }
}
