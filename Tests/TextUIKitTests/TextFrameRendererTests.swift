import Testing
import TextUIKit

@Suite struct TextFrameRendererTests {
  @Test func plainOutputHasNoEscapesAndNoPadding() {
    var output = ""
    TextFrameRenderer(usesColor: false).write(
      [TextLine("Title", style: .bold).fitted(toWidth: 20), TextLine("x")], to: &output)
    #expect(output == "Title\nx\n")
  }

  @Test func colourOutputWrapsStyledSpansInSGR() {
    let text = TextFrameRenderer(usesColor: true).text(
      of: TextLine([TextSpan("Title", style: [.bold, .inverse]), TextSpan(" rest")]))
    #expect(text == "\u{1B}[1;7mTitle\u{1B}[0m rest")
  }
}

@Suite struct TextFrameRendererTrimmingTests {
  /// What plain output must print: the spans but the cursor, joined, without the space
  /// characters (not bytes) at the end.
  private func reference(_ line: TextLine) -> String {
    var whole = line.spans.filter { !$0.style.contains(.cursor) }.map(\.text).joined()
    while whole.last == " " { whole.removeLast() }
    return whole
  }

  static let lines: [TextLine] = [
    TextLine(),
    TextLine([TextSpan(""), TextSpan("   ")]),
    TextLine([TextSpan("ab "), TextSpan("x", style: .cursor), TextSpan("   ")]),
    TextLine([TextSpan("ab"), TextSpan(" ", style: .cursor)]),
    TextLine([TextSpan("  1 ", style: .dim), TextSpan("Game of Thrones  "), TextSpan(""), TextSpan("HBO   ")]
    ),
    TextLine([TextSpan("Unité  "), TextSpan("   ")]),
    TextLine([TextSpan("\u{600}"), TextSpan("   ")]),
    TextLine([TextSpan("x \u{600}  ")]),
    TextLine([TextSpan("\u{600}")]),
    TextLine([TextSpan("e\u{301} "), TextSpan("ж")]),
    "Title",
  ]

  @Test(arguments: lines)
  func plainTextDropsOnlyTrailingSpaceCharactersAndTheCursor(_ line: TextLine) {
    #expect(TextFrameRenderer(usesColor: false).text(of: line) == reference(line))
  }

  @Test func writtenLinesAreTheirTextsEachEndingInANewline() {
    var output = ""
    TextFrameRenderer(usesColor: false).write(Self.lines, to: &output)
    #expect(output == Self.lines.map { reference($0) + "\n" }.joined())
  }
}
