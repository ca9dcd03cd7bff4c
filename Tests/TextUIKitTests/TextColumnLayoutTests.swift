import Testing

@testable import TextUIKit

@Suite struct TextColumnLayoutTests {
  private let cell = TextTableViewCell(columns: [
    TextColumn("Game of Thrones", width: .flexible(minimum: 8)),
    TextColumn("2011", width: .fixed(4), priority: 300),
    TextColumn("HBO", width: .fixed(5), alignment: .right, priority: 400),
  ])

  @Test func fixedColumnsKeepTheirWidthAndFlexibleTakesTheRest() {
    let line = TextColumnLayout(width: 30).line(for: cell)
    #expect(line.plainText == "Game of Thrones     2011   HBO")
    #expect(line.displayWidth == 30)
  }

  @Test func flexibleColumnsAreTruncatedWithAnEllipsis() {
    let line = TextColumnLayout(width: 20).line(for: cell)
    #expect(line.plainText == "Game of…  2011   HBO")
    #expect(line.displayWidth == 20)
  }

  @Test func lowPriorityColumnsAreDroppedWhenTooNarrow() {
    #expect(TextColumnLayout(width: 15).line(for: cell).plainText == "Game of…    HBO")
    #expect(TextColumnLayout(width: 9).line(for: cell).plainText == "Game of… ")
  }
}
