import TVGuideTestSupport
import Testing
import TextUIKit

@Suite struct TerminalScreenTests {
  @Test func theFirstFrameClearsAndDrawsEveryLineInOneWrite() {
    let output = RecordingTerminalOutput()
    let screen = TerminalScreen(output: output, renderer: TextFrameRenderer(usesColor: false))
    screen.draw(["one", "two"])
    #expect(output.writes == ["\u{1B}[2J\u{1B}[1;1Hone\u{1B}[K\u{1B}[2;1Htwo\u{1B}[K"])
  }

  @Test func laterFramesRedrawOnlyChangedLines() {
    let output = RecordingTerminalOutput()
    let screen = TerminalScreen(output: output, renderer: TextFrameRenderer(usesColor: false))
    screen.draw(["one", "two", "three"])
    screen.draw(["one", "TWO", "three"])
    #expect(output.writes.last == "\u{1B}[2;1HTWO\u{1B}[K")
    screen.draw(["one", "TWO", "three"])
    #expect(output.writes.count == 2)
  }

  @Test func aShorterFrameClearsWhatIsLeftBelow() {
    let output = RecordingTerminalOutput()
    let screen = TerminalScreen(output: output, renderer: TextFrameRenderer(usesColor: false))
    screen.draw(["one", "two"])
    screen.draw(["one"])
    #expect(output.writes.last == "\u{1B}[2;1H\u{1B}[J")
  }

  @Test func afterInvalidationTheWholeFrameIsDrawnAgain() {
    let output = RecordingTerminalOutput()
    let screen = TerminalScreen(output: output, renderer: TextFrameRenderer(usesColor: false))
    screen.draw(["one"])
    screen.invalidate()
    screen.draw(["one"])
    #expect(output.writes.count == 2)
    #expect(output.writes.last?.hasPrefix("\u{1B}[2J") == true)
  }
}
