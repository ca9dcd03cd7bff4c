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

  /// The padded columns and their separators, fitted the long way: what every row was.
  private func measuredLine(_ texts: [String], width: Int) -> TextLine {
    let spans = texts.enumerated().flatMap { offset, text in
      offset == 0 ? [TextSpan(text)] : [TextSpan(" "), TextSpan(text)]
    }
    return TextLine(spans).fitted(toWidth: width)
  }

  @Test func aRowThatFillsTheLineIsWhatMeasuringItGives() {
    let cells: [(TextTableViewCell, [String])] = [
      (
        TextTableViewCell(columns: [
          TextColumn("", width: .fixed(0)), TextColumn("ab", width: .flexible(minimum: 1)),
        ]), ["", "ab  "]
      ),
      (
        TextTableViewCell(columns: [
          TextColumn("a\r\nb", width: .fixed(3)), TextColumn("c", width: .flexible(minimum: 1)),
        ]), ["a\r\nb ", "c "]
      ),
      (
        TextTableViewCell(columns: [
          TextColumn("東京", width: .fixed(3)), TextColumn("c", width: .flexible(minimum: 1)),
        ]), ["東…", "c"]
      ),
      (
        TextTableViewCell(columns: [
          TextColumn("Long title", width: .fixed(6)), TextColumn("x", width: .fixed(2)),
        ]), ["Long… ", "x "]
      ),
    ]
    for (cell, padded) in cells {
      let width = padded.reduce(padded.count - 1) { $0 + DisplayWidth.of($1) }
      #expect(TextColumnLayout(width: width).line(for: cell) == measuredLine(padded, width: width))
    }
  }

  /// Cells of printable ASCII are padded in one copy, and every other text the long way: both
  /// must give what `pad` gives, at every width and on both sides, and the span's text is kept.
  @Test(arguments: ["", "S01E02", "Bart the Genius", "exactly10!", "tab\there", "del\u{7F}", "Café", "東京"])
  func paddingPrintableASCIIInOneCopyIsWhatPadGives(text: String) {
    let isPrintableASCII = text.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
    for width in 0...12 {
      for alignment in [TextAlignment.left, .right] {
        let padded = TextFitting.padPrintableASCII(text, toWidth: width, alignment: alignment)
        let fits = isPrintableASCII && text.utf8.count <= width
        #expect((padded != nil) == fits, "\(text) at \(width)")
        if let padded {
          #expect(padded == TextFitting.pad(text, toWidth: width, alignment: alignment))
        }
      }
      let cell = TextTableViewCell(columns: [TextColumn(text, width: .fixed(width))])
      let expected = measuredLine([TextFitting.pad(text, toWidth: width)], width: width)
      #expect(TextColumnLayout(width: width).line(for: cell) == expected)
    }
  }
}
