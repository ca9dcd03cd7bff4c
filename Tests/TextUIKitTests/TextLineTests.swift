import Testing
import TextUIKit

@Suite struct TextLineTests {
  @Test func fittingPadsShortLinesToTheWidth() {
    let line = TextLine("abc").fitted(toWidth: 6)
    #expect(line.plainText == "abc   ")
    #expect(line.displayWidth == 6)
  }

  @Test func fittingCutsLongLinesWithAnEllipsis() {
    let line = TextLine([TextSpan("Game of ", style: .bold), TextSpan("Thrones")]).fitted(toWidth: 10)
    #expect(line.plainText == "Game of T…")
    #expect(line.spans.first?.style == .bold)
  }

  @Test func fittingCutsAtASpanBoundaryWithTheEllipsisInside() {
    let line = TextLine([TextSpan("abcd"), TextSpan("efgh")]).fitted(toWidth: 4)
    #expect(line.plainText == "abc…")
    #expect(line.displayWidth == 4)
  }

  @Test func fittingAWideLineNeverExceedsTheWidth() {
    for width in 1...12 {
      #expect(TextLine("오징어 게임 시즌").fitted(toWidth: width).displayWidth == width)
    }
  }

  @Test func addingAStyleKeepsTheText() {
    let line = TextLine([TextSpan("a", style: .dim), TextSpan("b")]).adding(.inverse)
    #expect(line.plainText == "ab")
    #expect(line.spans.allSatisfy { $0.style.contains(.inverse) })
    #expect(line.spans[0].style.contains(.dim))
  }
}
