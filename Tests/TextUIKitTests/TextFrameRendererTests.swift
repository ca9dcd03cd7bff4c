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
