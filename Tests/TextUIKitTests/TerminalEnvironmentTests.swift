import Testing
import TextUIKit

@Suite struct TerminalEnvironmentTests {
  @Test func widthComesFromColumnsWhenNotATerminal() {
    let terminal = TerminalEnvironment(
      isInputTerminal: false, isOutputTerminal: false, environment: ["COLUMNS": "132"])
    #expect(terminal.width == 132)
  }

  @Test func widthAndHeightFromTheEnvironmentStopAtTheirMaximum() {
    let terminal = TerminalEnvironment(
      isInputTerminal: false, isOutputTerminal: false, environment: ["COLUMNS": "1000000", "LINES": "99999"])
    #expect(terminal.width == TerminalEnvironment.maximumWidth)
    #expect(terminal.height == TerminalEnvironment.maximumHeight)
    #expect(TerminalEnvironment.maximumWidth == 1000)
  }

  @Test func widthFallsBackTo80() {
    let terminal = TerminalEnvironment(
      isInputTerminal: false, isOutputTerminal: false, environment: ["COLUMNS": "wide"])
    #expect(terminal.width == 80)
  }

  @Test func colourOnlyOnATerminalAndNeverWithNoColor() {
    let pipe = TerminalEnvironment(isInputTerminal: true, isOutputTerminal: false, environment: [:])
    let tty = TerminalEnvironment(
      isInputTerminal: true, isOutputTerminal: true, environment: ["TERM": "xterm"])
    let noColor = TerminalEnvironment(
      isInputTerminal: true, isOutputTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"])
    let dumb = TerminalEnvironment(
      isInputTerminal: true, isOutputTerminal: true, environment: ["TERM": "dumb"])
    #expect(!pipe.usesColor)
    #expect(tty.usesColor)
    #expect(!noColor.usesColor)
    #expect(!dumb.usesColor)
  }
}
